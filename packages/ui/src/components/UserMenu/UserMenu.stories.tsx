import type { UserInfo } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { slowModule } from '../../stories/slowModule';
import { uiText } from '../../stories/uiText';
import { lazyUserMenu } from '../LazyUserMenu/LazyUserMenu';
import { stage } from './UserMenu.stories.css';
import { UserMenu, type UserMenuLinks } from './UserMenu';
import { userMenuMessages } from './UserMenu.messages';

const buyer = (globals: Record<string, unknown>, level = 1): UserInfo => ({
  userId: '1790000000000000001',
  userName: sampleText(globals, 'userName'),
  level,
  phone: '7701234567',
  email: 'ali@example.iq',
});

/** Hash links, so that following one in a story stays on the story. */
const links: UserMenuLinks = {
  procurement: '#procurement',
  information: '#information',
  address: '#address',
  favorites: '#favorites',
  orders: '#orders',
};

const meta = {
  title: 'Header/UserMenu',
  component: UserMenu,
  args: { links, loginHref: '#login', onAction: fn(), onSignOut: fn(), onEndProcurement: fn() },
  parameters: { screenshotTarget: 'body', layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={stage}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => <UserMenu {...args} user={args.user === null ? null : buyer(globals)} />,
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

type Key = keyof (typeof userMenuMessages)['en'];
const text = (globals: Record<string, unknown>, key: Key) => uiText(globals, userMenuMessages, key);

/** Opens the menu from the keyboard and returns it. */
async function openByKeyboard(trigger: HTMLElement) {
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

const entryNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

export const SignedOut: Story = {
  name: 'Guest: a login link',
  args: { user: null, loginHref: '#login' },
  parameters: { screenshotTarget: '#storybook-root' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('link', { name: text(globals, 'logIn') })).toHaveAttribute(
      'href',
      '#login',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Buyer: Story = {
  name: 'Buyer: greeting, menu by keyboard, no procurement entries',
  play: async ({ canvas, globals, args }) => {
    const trigger = canvas.getByRole('button', {
      name: uiText(globals, userMenuMessages, 'greeting', { name: sampleText(globals, 'userName') }),
    });
    const menu = await openByKeyboard(trigger);
    await expect(entryNames(menu)).toEqual(
      (['information', 'address', 'favorites', 'orders', 'signOut'] as const).map((key) =>
        text(globals, key),
      ),
    );
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: text(globals, 'address') })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: text(globals, 'address') })).toHaveAttribute(
      'href',
      '#address',
    );
    // Escape closes and focus returns to the greeting.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
  },
};

export const SignOut: Story = {
  name: 'Sign out by keyboard',
  play: async ({ canvas, globals, args }) => {
    await openByKeyboard(canvas.getByRole('button'));
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: text(globals, 'signOut') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('signOut');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ProcurementManager: Story = {
  name: 'Level 12: procurement management',
  render: (args, { globals }) => <UserMenu {...args} user={buyer(globals, 12)} />,
  play: async ({ canvas, globals }) => {
    const menu = await openByKeyboard(canvas.getByRole('button'));
    const entry = within(menu).getByRole('menuitem', { name: text(globals, 'procurement') });
    await expect(entry).toHaveAttribute('href', '#procurement');
    // Not in procurement mode: nothing to end.
    await expect(within(menu).queryByRole('menuitem', { name: text(globals, 'endProcurement') })).toBeNull();
  },
};

export const LevelElevenIsNotAManager: Story = {
  name: 'Level 11 and 13: no procurement management',
  render: (args, { globals }) => (
    <Row>
      <UserMenu {...args} user={buyer(globals, 11)} />
      <UserMenu {...args} user={buyer(globals, 13)} />
    </Row>
  ),
  parameters: { screenshotTarget: '#storybook-root' },
  play: async ({ canvas, globals }) => {
    for (const trigger of canvas.getAllByRole('button')) {
      await userEvent.click(trigger);
      const menu = await screen.findByRole('menu');
      await expect(within(menu).queryByRole('menuitem', { name: text(globals, 'procurement') })).toBeNull();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  },
};

export const InProcurement: Story = {
  name: 'In procurement mode: the customer and "End procurement"',
  render: (args, { globals }) => (
    <UserMenu
      {...args}
      user={buyer(globals, 12)}
      inProcurement
      procurementCustomer={{
        userId: '2',
        userName: 'Zainab',
        phone: '7809876543',
        email: 'zainab@example.iq',
      }}
    />
  ),
  play: async ({ canvas, globals }) => {
    const menu = await openByKeyboard(canvas.getByRole('button'));
    await expect(menu).toHaveTextContent('Zainab(7809876543, zainab@example.iq)');
    await expect(entryNames(menu).slice(0, 2)).toEqual([
      text(globals, 'procurement'),
      text(globals, 'endProcurement'),
    ]);
  },
};

export const EndProcurementConfirmed: Story = {
  name: 'End procurement asks for confirmation, then runs',
  render: InProcurement.render,
  play: async ({ canvas, globals, args }) => {
    await openByKeyboard(canvas.getByRole('button'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(text(globals, 'endProcurementTitle'));
    // Nothing has ended yet: only confirming ends it.
    await expect(args.onEndProcurement).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: text(globals, 'endProcurement') }));
    await expect(args.onEndProcurement).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const EndProcurementDialog: Story = {
  name: 'End procurement: the confirmation, cancelled with Escape',
  render: InProcurement.render,
  play: async ({ canvas, globals, args }) => {
    await openByKeyboard(canvas.getByRole('button'));
    await userEvent.click(screen.getByRole('menuitem', { name: text(globals, 'endProcurement') }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onEndProcurement).not.toHaveBeenCalled();
    // Shown open for the screenshot.
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: text(globals, 'endProcurement') }));
    await screen.findByRole('alertdialog');
  },
};

/** The lazy menu on a module that arrives when the play function lets it (see `slowModule`). */
let slow = slowModule(() => import('./UserMenu'));
let SlowUserMenu = lazyUserMenu(slow.module);

export const Lazy: Story = {
  name: 'Lazy: the greeting at once; pressed before the menu arrives, it opens when it does',
  beforeEach: () => {
    slow = slowModule(() => import('./UserMenu'));
    SlowUserMenu = lazyUserMenu(slow.module);
  },
  render: (args, { globals }) => (
    <Row>
      <SlowUserMenu {...args} user={null} loginHref="#login" />
      <SlowUserMenu {...args} user={buyer(globals)} />
    </Row>
  ),
  play: async ({ canvas, globals, args }) => {
    // A guest's link needs no menu code.
    await expect(canvas.getByRole('link', { name: text(globals, 'logIn') })).toHaveAttribute(
      'href',
      '#login',
    );
    const name = uiText(globals, userMenuMessages, 'greeting', { name: sampleText(globals, 'userName') });
    const light = canvas.getByRole('button', { name });
    await expect(light).toHaveAttribute('aria-haspopup', 'true');
    const lightBox = light.getBoundingClientRect();
    await userEvent.click(light);
    await expect(screen.queryByRole('menu')).toBeNull();
    slow.release();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await expect(entryNames(menu)).toEqual(
      (['information', 'address', 'favorites', 'orders', 'signOut'] as const).map((key) =>
        text(globals, key),
      ),
    );
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
    // Sign out from the keyboard, now that the menu is here.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(button);
    await screen.findByRole('menu');
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  parameters: { screenshotTarget: '#storybook-root' },
  render: (args) => (
    <AllLocales>
      {(locale) => (
        <Row>
          <UserMenu {...args} user={null} />
          <UserMenu {...args} user={buyer({ locale })} />
        </Row>
      )}
    </AllLocales>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
