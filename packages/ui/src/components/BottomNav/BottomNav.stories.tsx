import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartIcon, CategoriesIcon, HomeIcon, UserIcon } from '../../icons';
import { sampleText } from '../../stories/sampleText';
import { BottomNav, type BottomNavProps } from './BottomNav';

/** The story's props: the bar's, and the spy the categories place presses. */
type StoryProps = BottomNavProps & { onCategories: () => void };

type Globals = Record<string, unknown>;

const items = (globals: Globals, onCategories: () => void, cartCount = 3) => [
  { id: 'home', label: sampleText(globals, 'navHome'), icon: <HomeIcon />, href: '#home', isCurrent: true },
  {
    id: 'categories',
    label: sampleText(globals, 'navCategories'),
    icon: <CategoriesIcon />,
    onPress: onCategories,
  },
  { id: 'cart', label: sampleText(globals, 'navCart'), icon: <CartIcon />, href: '#cart', count: cartCount },
  { id: 'account', label: sampleText(globals, 'navAccount'), icon: <UserIcon />, href: '#account' },
];

const meta = {
  title: 'Shell/BottomNav',
  component: BottomNav,
  // A phone's window: the bar is fixed to its bottom edge, and hidden on wider screens.
  parameters: { screenshotViewport: 'phone', screenshotTarget: 'viewport', layout: 'fullscreen' },
  args: { items: [], 'aria-label': '', onCategories: fn() },
  render: ({ onCategories }, { globals }) => (
    <BottomNav aria-label={sampleText(globals, 'navMain')} items={items(globals, onCategories)} />
  ),
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  name: 'On a phone: home is current, the cart has 3 items',
  play: async ({ canvas, globals, args }) => {
    const nav = canvas.getByRole('navigation', { name: sampleText(globals, 'navMain') });
    // Along the bottom edge of the window, the whole width.
    const box = nav.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(canvas.getByRole('link', { name: sampleText(globals, 'navHome') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The cart's name carries its count; the first place is at the inline start.
    const cart = canvas.getByRole('link', { name: new RegExp(sampleText(globals, 'navCart')) });
    await expect(cart).toHaveTextContent('3');
    const links = canvas.getAllByRole('link');
    const home = links[0]!.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    await expect(rtl ? home.right > box.width / 2 : home.left < box.width / 2).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'navCategories') }));
    await expect(args.onCategories).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab goes through the places in reading order',
  play: async ({ canvas, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: sampleText(globals, 'navHome') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sampleText(globals, 'navCategories') })).toHaveFocus();
  },
};

export const HiddenOnWideScreens: Story = {
  name: 'Gone from the tablet breakpoint (the header has the same places)',
  parameters: { screenshotViewport: 'desktop' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('nav')).not.toBeVisible();
  },
};
