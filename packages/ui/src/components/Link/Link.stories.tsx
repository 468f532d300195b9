import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Link, LINK_VARIANTS, RouterProvider } from './Link';
import { linkMessages } from './Link.messages';

/** The app's router in the router story: react-aria calls it instead of loading a new page. */
const navigate = fn();

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#help' },
  argTypes: { variant: { control: 'inline-radio', options: LINK_VARIANTS } },
  render: (args, { globals }) => (
    <p>
      {sampleText(globals, 'returnPolicyIntro')} <Link {...args}>{sampleText(globals, 'returnPolicy')}</Link>.
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: sampleText(globals, 'returnPolicy') });
    await expect(link).toHaveAttribute('href', '#help');
    // Inside running text a link is underlined, not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#help-center' },
  render: (args, { globals }) => (
    <Row>
      <Link {...args}>{sampleText(globals, 'helpCenter')}</Link>
      <Link {...args} href="#rules">
        {sampleText(globals, 'platformRules')}
      </Link>
    </Row>
  ),
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: sampleText(globals, 'helpCenter') });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    // A standalone link is a touch target.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard: Tab shows the focus ring',
  args: { variant: 'standalone' },
  render: (args, { globals }) => <Link {...args}>{sampleText(globals, 'helpCenter')}</Link>,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const OpensInNewTab: Story = {
  args: {
    variant: 'standalone',
    href: 'https://example.com/commodity_details?productId=1',
    target: '_blank',
    rel: 'external',
  },
  render: (args, { globals }) => <Link {...args}>{sampleText(globals, 'viewProduct')}</Link>,
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', {
      name: `${sampleText(globals, 'viewProduct')} ${uiText(globals, linkMessages, 'opensInNewTab')}`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    // The page it opens gets no handle on this one, and the caller's own rel is kept.
    await expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
  },
};

export const RouterLink: Story = {
  name: "Router link: the app's router navigates",
  args: { variant: 'standalone', href: '/example/help' },
  render: (args, { globals }) => (
    <RouterProvider navigate={navigate}>
      <Link {...args}>{sampleText(globals, 'helpCenter')}</Link>
    </RouterProvider>
  ),
  play: async ({ canvas, globals }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: sampleText(globals, 'helpCenter') });
    await expect(link).toHaveAttribute('href', '/example/help');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('/example/help', undefined);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    // The router took over: the story's own page did not load the address.
    await expect(window.location.pathname).not.toBe('/example/help');
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', isDisabled: true },
  render: (args, { globals }) => <Link {...args}>{sampleText(globals, 'helpCenter')}</Link>,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};
