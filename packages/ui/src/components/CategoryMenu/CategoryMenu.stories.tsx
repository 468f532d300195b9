import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { sampleCategories } from '../../stories/sampleCategories';
import { sampleText } from '../../stories/sampleText';
import { slowModule } from '../../stories/slowModule';
import { uiText } from '../../stories/uiText';
import { stage } from './CategoryMenu.stories.css';
import { CategoryMenu } from './CategoryMenu';
import { categoryMenuMessages } from './CategoryMenu.messages';
import { lazyCategoryMenu } from '../LazyCategoryMenu/LazyCategoryMenu';

type Globals = Record<string, unknown>;
const meta = {
  title: 'Header/CategoryMenu',
  component: CategoryMenu,
  args: { categories: [], onSelect: fn(), getHref: null },
  parameters: { screenshotTarget: 'body', layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={stage}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => <CategoryMenu {...args} categories={sampleCategories(globals)} />,
} satisfies Meta<typeof CategoryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const isRtl = (globals: Globals) => directionOf(resolveLocale(globals.locale)) === 'rtl';
/** The arrow key that points toward the inline end: left in Arabic, right in English. */
const forwardKey = (globals: Globals) => (isRtl(globals) ? '{ArrowLeft}' : '{ArrowRight}');

async function openByKeyboard(canvas: { getByRole: typeof screen.getByRole }, globals: Globals) {
  const trigger = canvas.getByRole('button', {
    name: uiText(globals, categoryMenuMessages, 'allCategories'),
  });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('menu');
  return trigger;
}

export const Closed: Story = {
  parameters: { screenshotTarget: '#storybook-root' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: uiText(globals, categoryMenuMessages, 'allCategories') }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  name: 'Open by keyboard: the top-level categories',
  play: async ({ canvas, globals }) => {
    await openByKeyboard(canvas, globals);
    const menu = screen.getByRole('menu');
    // The submenu chevrons point toward the inline end: mirrored in Arabic.
    const chevron = within(menu).getAllByRole('menuitem')[0]!.querySelector('svg')!;
    await expect(getComputedStyle(chevron).transform).toBe(
      isRtl(globals) ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
    );
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(
      (['catElectronics', 'homeAppliances', 'catClothing'] as const).map((key) => sampleText(globals, key)),
    );
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: sampleText(globals, 'catElectronics') }),
      ).toHaveFocus(),
    );
  },
};

export const ThreeLevelsByKeyboard: Story = {
  name: 'Keyboard: three levels toward the inline end, choose a leaf',
  play: async ({ canvas, globals, args }) => {
    await openByKeyboard(canvas, globals);
    const top = screen.getByRole('menu');
    // Second top-level entry, then into its submenu with the arrow toward the inline end.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(forwardKey(globals));
    const menus = await screen.findAllByRole('menu');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    const second = screen.getAllByRole('menu')[1]!;
    await expect(second).toHaveAccessibleName(sampleText(globals, 'homeAppliances'));
    await expect(menus.length).toBeGreaterThan(0);
    // The submenu opens toward the inline end: to the left of its parent in Arabic.
    const parentBox = top.getBoundingClientRect();
    const childBox = second.getBoundingClientRect();
    await expect(
      isRtl(globals) ? childBox.right <= parentBox.left + 1 : childBox.left >= parentBox.right - 1,
    ).toBe(true);
    // "All home appliances" first, then Cleaning, opened with the arrow again.
    await waitFor(() =>
      expect(
        within(second).getByRole('menuitem', {
          name: uiText(globals, categoryMenuMessages, 'viewAll', {
            category: sampleText(globals, 'homeAppliances'),
          }),
        }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(forwardKey(globals));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(3));
    const third = screen.getAllByRole('menu')[2]!;
    await userEvent.keyboard('{ArrowDown}');
    const robot = within(third).getByRole('menuitem', { name: sampleText(globals, 'cleaningRobot') });
    await expect(robot).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    const node = (categoryId: string) => expect.objectContaining({ categoryId }) as unknown;
    await expect(args.onSelect).toHaveBeenCalledWith(node('211'), [node('2'), node('21'), node('211')]);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SubmenuOpen: Story = {
  name: 'Submenus open; the other arrow closes the last one',
  play: async ({ canvas, globals }) => {
    await openByKeyboard(canvas, globals);
    await userEvent.keyboard(forwardKey(globals));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(forwardKey(globals));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(3));
    await userEvent.keyboard(isRtl(globals) ? '{ArrowRight}' : '{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await userEvent.keyboard(forwardKey(globals));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(3));
  },
};

export const Links: Story = {
  name: "With links: each category's page, as the app gives it",
  // The app builds the address from the path, top level → chosen; a story links to an anchor.
  args: { getHref: (path) => `#category-${path.map((category) => category.categoryId).join('-')}` },
  play: async ({ canvas, globals }) => {
    await openByKeyboard(canvas, globals);
    await userEvent.keyboard(forwardKey(globals));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    const all = within(screen.getAllByRole('menu')[1]!).getAllByRole('menuitem')[0]!;
    await expect(all).toHaveAttribute('href', '#category-1');
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  name: 'Loading: the button works at once, the menu says it is loading',
  render: (args) => <CategoryMenu {...args} categories={[]} isLoading />,
  play: async ({ canvas, globals }) => {
    await openByKeyboard(canvas, globals);
    const menu = screen.getByRole('menu', { name: uiText(globals, categoryMenuMessages, 'allCategories') });
    await expect(menu).toHaveTextContent(uiText(globals, categoryMenuMessages, 'loading'));
    await expect(within(menu).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty: no categories to show',
  render: (args) => <CategoryMenu {...args} categories={[]} />,
  play: async ({ canvas, globals, args }) => {
    const trigger = await openByKeyboard(canvas, globals);
    const menu = screen.getByRole('menu', { name: uiText(globals, categoryMenuMessages, 'allCategories') });
    await expect(menu).toHaveTextContent(uiText(globals, categoryMenuMessages, 'empty'));
    await expect(menu).not.toHaveTextContent(uiText(globals, categoryMenuMessages, 'loading'));
    // Nothing to choose: Enter does nothing, Escape closes and focus goes back to the button.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
  },
};

/** The lazy menu on a module that arrives when the play function lets it (see `slowModule`). */
let slow = slowModule(() => import('./CategoryMenu'));
let SlowCategoryMenu = lazyCategoryMenu(slow.module);

export const Lazy: Story = {
  name: 'Lazy: the button at once; pressed before the menu arrives, it opens when it does',
  beforeEach: () => {
    slow = slowModule(() => import('./CategoryMenu'));
    SlowCategoryMenu = lazyCategoryMenu(slow.module);
  },
  render: (args, { globals }) => <SlowCategoryMenu {...args} categories={sampleCategories(globals)} />,
  play: async ({ canvas, globals }) => {
    const name = uiText(globals, categoryMenuMessages, 'allCategories');
    const light = canvas.getByRole('button', { name });
    await expect(light).toHaveAttribute('aria-expanded', 'false');
    const lightBox = light.getBoundingClientRect();
    // Tab to the button (its code starts downloading) and press Enter before it has arrived.
    await userEvent.tab();
    await expect(light).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('menu')).toBeNull();
    slow.release();
    const menu = await screen.findByRole('menu', { name });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    // Escape closes it and focus is on the full menu's button, in the light one's place and size.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const button = canvas.getByRole('button', { name });
    await expect(button).not.toBe(light);
    await waitFor(() => expect(button).toHaveFocus());
    const box = button.getBoundingClientRect();
    await expect([box.x, box.y, box.width, box.height]).toEqual([
      lightBox.x,
      lightBox.y,
      lightBox.width,
      lightBox.height,
    ]);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name });
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  parameters: { screenshotTarget: '#storybook-root' },
  render: (args) => (
    <AllLocales>
      {(locale) => <CategoryMenu {...args} categories={sampleCategories({ locale })} />}
    </AllLocales>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
