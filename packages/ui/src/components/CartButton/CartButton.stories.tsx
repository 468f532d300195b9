import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { AllLocales } from '../../stories/AllLocales';
import { Row } from '../../stories/Row';
import { uiText } from '../../stories/uiText';
import { CartButton } from './CartButton';
import { cartButtonMessages } from './CartButton.messages';

const meta = {
  title: 'Header/CartButton',
  component: CartButton,
  args: { count: 3, href: '#cart' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const cartName = (globals: Record<string, unknown>, count: number) =>
  count > 0
    ? `${uiText(globals, cartButtonMessages, 'cart')} ${uiText(globals, commonMessages, 'items', { count })}`
    : uiText(globals, cartButtonMessages, 'cart');

export const WithCount: Story = {
  name: 'Link with a count',
  play: async ({ canvas, globals }) => {
    const cart = canvas.getByRole('link', { name: cartName(globals, 3) });
    await expect(cart).toHaveAttribute('href', '#cart');
    await expect(cart).toHaveTextContent('3');
    await userEvent.tab();
    await expect(cart).toHaveFocus();
  },
};

export const MoreThanNinetyNine: Story = {
  name: 'More than 99: "99+", the full count is heard',
  args: { count: 150 },
  play: async ({ canvas, globals }) => {
    const cart = canvas.getByRole('link', { name: cartName(globals, 150) });
    await expect(cart.querySelector('[aria-hidden="true"][dir="ltr"]')?.textContent).toBe('99+');
  },
};

export const Empty: Story = {
  name: 'Empty cart: no badge',
  args: { count: 0 },
  play: async ({ canvas, globals }) => {
    const cart = canvas.getByRole('link', { name: cartName(globals, 0) });
    await expect(cart).not.toHaveTextContent('0');
  },
};

export const WithLabel: Story = {
  name: 'With the visible label',
  args: { count: 12, showLabel: true },
  play: async ({ canvas, globals }) => {
    const cart = canvas.getByRole('link', { name: cartName(globals, 12) });
    await expect(cart).toHaveTextContent(uiText(globals, cartButtonMessages, 'cart'));
  },
};

export const AsButton: Story = {
  name: 'Button: onPress by keyboard',
  args: { count: 5, href: undefined, onPress: fn() },
  play: async ({ canvas, args, globals }) => {
    const cart = canvas.getByRole('button', { name: cartName(globals, 5) });
    await userEvent.tab();
    await expect(cart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  render: () => (
    <AllLocales>
      {() => (
        <Row>
          <CartButton count={0} href="#cart" showLabel />
          <CartButton count={7} href="#cart" showLabel />
          <CartButton count={120} href="#cart" />
        </Row>
      )}
    </AllLocales>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
  },
};
