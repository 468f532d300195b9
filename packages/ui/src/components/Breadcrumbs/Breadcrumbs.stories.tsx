import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';
import { breadcrumbsMessages } from './Breadcrumbs.messages';

const navigate = fn();

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: { onAction: fn() },
  render: (args, { globals }) => (
    <RouterProvider navigate={navigate}>
      <Breadcrumbs {...args}>
        <Breadcrumb id="home" href="/example">
          {sampleText(globals, 'home')}
        </Breadcrumb>
        <Breadcrumb id="category" href="/example/appliances">
          {sampleText(globals, 'homeAppliances')}
        </Breadcrumb>
        <Breadcrumb id="product">{sampleText(globals, 'cleaningRobot')}</Breadcrumb>
      </Breadcrumbs>
    </RouterProvider>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductTrail: Story = {
  play: async ({ canvas, globals }) => {
    // react-aria fills a collection after its first render: wait for the trail.
    await canvas.findByRole('link', { name: sampleText(globals, 'home') });
    const nav = canvas.getByRole('navigation', { name: uiText(globals, breadcrumbsMessages, 'breadcrumbs') });
    await expect(nav).toBeVisible();
    const current = canvas.getByText(sampleText(globals, 'cleaningRobot'));
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: sampleText(globals, 'home') })).not.toHaveAttribute(
      'aria-current',
    );
    // Two separators, each after a page that is not the current one, pointing to the inline end.
    const separators = nav.querySelectorAll('svg');
    await expect(separators).toHaveLength(2);
    const rtl = directionOf(resolveLocale(globals.locale)) === 'rtl';
    await expect(getComputedStyle(separators[0] as Element).transform).toBe(
      rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
    );
    // The trail reads from the inline start: home is rightmost in Arabic, leftmost in English.
    const home = canvas.getByRole('link', { name: sampleText(globals, 'home') }).getBoundingClientRect();
    const here = current.getBoundingClientRect();
    await expect(rtl ? home.x > here.x : home.x < here.x).toBe(true);
  },
};

export const NavigatesWithKeyboard: Story = {
  name: 'Keyboard: Tab and Enter follow a breadcrumb',
  play: async ({ canvas, args, globals }) => {
    navigate.mockClear();
    const home = await canvas.findByRole('link', { name: sampleText(globals, 'home') });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    const category = canvas.getByRole('link', { name: sampleText(globals, 'homeAppliances') });
    await expect(category).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/example/appliances', undefined);
    await expect(args.onAction).toHaveBeenLastCalledWith('category');
    // The current page is not a link to itself: Tab leaves the trail.
    await userEvent.tab();
    await expect(canvas.getByText(sampleText(globals, 'cleaningRobot'))).not.toHaveFocus();
  },
};
