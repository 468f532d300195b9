import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { CartIcon, InboxIcon } from '../../icons';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Link } from '../Link';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3 },
  // Room around the link, so the screenshot shows the whole badge over the icon's corner.
  parameters: { layout: 'padded' },
  render: (args, { globals }) => (
    <Link variant="standalone" href="#cart">
      {sampleText(globals, 'cart')}
      <Badge {...args}>
        <CartIcon />
      </Badge>
    </Link>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartCount: Story = {
  args: { count: 3 },
  play: async ({ canvas, globals }) => {
    // The cart link's name carries the count as a sentence in the buyer's language.
    const cart = canvas.getByRole('link', {
      name: `${sampleText(globals, 'cart')} ${uiText(globals, commonMessages, 'items', { count: 3 })}`,
    });
    await expect(cart).toHaveTextContent('3');
    await userEvent.tab();
    await expect(cart).toHaveFocus();
  },
};

export const MoreThanNinetyNine: Story = {
  name: 'More than 99: "99+"',
  args: { count: 120 },
  play: async ({ canvas, globals }) => {
    const cart = canvas.getByRole('link', {
      name: `${sampleText(globals, 'cart')} ${uiText(globals, commonMessages, 'items', { count: 120 })}`,
    });
    // The full count is heard; the visible "99+" is in Latin digits and reads left to right.
    const shown = cart.querySelector('[aria-hidden="true"][dir="ltr"]');
    await expect(shown?.textContent).toBe('99+');
  },
};

export const Empty: Story = {
  name: 'Zero: no badge',
  args: { count: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('link', { name: sampleText(globals, 'cart') })).not.toHaveTextContent('0');
  },
};

export const CornerFollowsDirection: Story = {
  name: 'On the inline-end corner in both directions',
  args: { count: 7 },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link');
    const icon = link.querySelector('svg')?.getBoundingClientRect();
    const mark = link.querySelector('[dir="ltr"]')?.parentElement?.getBoundingClientRect();
    if (!icon || !mark) throw new Error('the icon and its badge are rendered');
    const rtl = directionOf(resolveLocale(globals.locale)) === 'rtl';
    // The badge overlaps the icon's top corner at the end of the line: left in Arabic, right in English.
    await expect(mark.top).toBeLessThan(icon.top);
    await expect(rtl ? mark.left < icon.left : mark.right > icon.right).toBe(true);
  },
};

export const Standalone: Story = {
  args: { count: 12 },
  render: (_args, { globals }) => (
    <Row>
      <span>{sampleText(globals, 'orderAwaitingPay')}</span>
      <Badge count={12} />
    </Row>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(uiText(globals, commonMessages, 'items', { count: 12 })),
    ).toBeInTheDocument();
    await expect(canvas.getByText('12')).toBeVisible();
  },
};

export const Dot: Story = {
  args: { variant: 'dot' },
  render: (_args, { globals }) => (
    <Link variant="standalone" href="#messages">
      <Badge variant="dot" label={sampleText(globals, 'unreadMessages')}>
        <InboxIcon />
      </Badge>
      {sampleText(globals, 'messages')}
    </Link>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', {
        name: `${sampleText(globals, 'unreadMessages')} ${sampleText(globals, 'messages')}`,
      }),
    ).toBeVisible();
  },
};
