import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { BottomNav } from '../components/BottomNav';
import { IconButton } from '../components/Button';
import { CartButton } from '../components/CartButton';
import { FloatingHelpButton } from '../components/FloatingHelpButton';
import { floatingHelpButtonMessages } from '../components/FloatingHelpButton/FloatingHelpButton.messages';
import { SearchBox } from '../components/SearchBox';
import { CartIcon, CategoriesIcon, HomeIcon, MenuIcon, UserIcon } from '../icons';
import * as styles from './PhoneShell.stories.css';
import { sampleText } from './sampleText';
import { uiText } from './uiText';

/**
 * How the pieces make the storefront's phone shell: a sticky two-row header (logo, the help
 * button in its dock, the cart and the menu; the search box), the page, and the tab bar along the
 * bottom edge. The storefront's own header (`apps/web`) composes them the same way.
 */
function PhoneShell({ locale }: { locale: unknown }) {
  const globals = { locale };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.logo}>Tijara</span>
        <div className={styles.actions}>
          <FloatingHelpButton docked onOpen={() => undefined} flashing={false} />
          <CartButton count={3} href="#cart" />
          <IconButton label={sampleText(globals, 'navMenu')} icon={<MenuIcon />} />
        </div>
        <SearchBox className={styles.search} onSearch={() => undefined} imageSearch={false} />
      </header>
      <main className={styles.content}>
        <p>{sampleText(globals, 'shippingInfoText')}</p>
      </main>
      <BottomNav
        aria-label={sampleText(globals, 'navMain')}
        items={[
          {
            id: 'home',
            label: sampleText(globals, 'navHome'),
            icon: <HomeIcon />,
            href: '#home',
            isCurrent: true,
          },
          {
            id: 'categories',
            label: sampleText(globals, 'navCategories'),
            icon: <CategoriesIcon />,
            onPress: () => undefined,
          },
          { id: 'cart', label: sampleText(globals, 'navCart'), icon: <CartIcon />, href: '#cart', count: 3 },
          { id: 'account', label: sampleText(globals, 'navAccount'), icon: <UserIcon />, href: '#account' },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Phone shell',
  component: PhoneShell,
  parameters: { screenshotViewport: 'phone', screenshotTarget: 'body', layout: 'fullscreen' },
  args: { locale: undefined },
  render: (_, { globals }) => <PhoneShell locale={globals.locale as unknown} />,
} satisfies Meta<typeof PhoneShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const helpButton = (globals: Record<string, unknown>) =>
  screen.getByRole('button', { name: new RegExp(uiText(globals, floatingHelpButtonMessages, 'help')) });

export const Shell: Story = {
  name: 'A phone: header under 120 px, help button docked in it, tab bar at the bottom',
  play: async ({ globals }) => {
    const header = document.querySelector('header')!;
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(120);
    // Docked, the help button is part of the header's row: it covers nothing.
    const help = helpButton(globals).getBoundingClientRect();
    await expect(help.bottom).toBeLessThanOrEqual(header.getBoundingClientRect().bottom);
    const nav = screen.getByRole('navigation', { name: sampleText(globals, 'navMain') });
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const DraggedOut: Story = {
  name: 'Dragged out of its dock, the help button floats where it was put',
  play: async ({ globals }) => {
    const button = helpButton(globals);
    const start = button.getBoundingClientRect();
    const x = start.left + start.width / 2;
    const y = start.top + start.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: button, coords: { clientX: x, clientY: y } },
      { target: button, coords: { clientX: x - 60, clientY: y + 300 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientX: x - 60, clientY: y + 300 } },
    ]);
    await waitFor(() => expect(getComputedStyle(button).position).toBe('fixed'));
    await expect(Math.round(button.getBoundingClientRect().top)).toBe(Math.round(start.top + 300));
  },
};
