import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { domainText, uiText } from '../../stories/uiText';
import { QuantityStepper } from './QuantityStepper';
import { quantityStepperMessages } from './QuantityStepper.messages';

const STOCK = 20;

/** A step button's name: the built-in text, then the field's label (react-aria adds it). */
function stepName(globals: Record<string, unknown>, key: 'decrease' | 'increase'): string {
  return `${uiText(globals, quantityStepperMessages, key)} ${sampleText(globals, 'quantity')}`;
}

const meta = {
  title: 'Storefront/QuantityStepper',
  component: QuantityStepper,
  args: { onChange: fn(), defaultValue: 1, limits: { stock: STOCK } },
  render: (args, { globals }) => <QuantityStepper label={sampleText(globals, 'quantity')} {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Buttons step within the limits, 44 px targets',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'quantity') });
    const decrease = canvas.getByRole('button', { name: stepName(globals, 'decrease') });
    const increase = canvas.getByRole('button', { name: stepName(globals, 'increase') });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    for (const button of [decrease, increase]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // The decrement is at the inline start: on the right in Arabic.
    const rtl = directionOf(resolveLocale(globals.locale)) === 'rtl';
    const minus = decrease.getBoundingClientRect();
    const plus = increase.getBoundingClientRect();
    await expect(rtl ? minus.left > plus.left : minus.left < plus.left).toBe(true);
  },
};

export const TypedAboveStock: Story = {
  name: 'A typed quantity above the stock is refused with the domain message',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'quantity') });
    const message = domainText(globals, 'cart.quantity.aboveStock', { stock: STOCK });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveValue(String(STOCK));
    await expect(args.onChange).toHaveBeenLastCalledWith(STOCK);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows and End step, and clear a refusal',
  args: { limits: { stock: 100, maxQuantity: 5 } },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'quantity') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await expect(
      canvas.getByText(domainText(globals, 'cart.quantity.aboveMaximum', { maxOrder: 5 })),
    ).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('5');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const RefusedByTheServer: Story = {
  name: 'A refusal the caller received',
  args: { defaultValue: 3, limits: { stock: 3 }, problem: 'cart.quantity.aboveStock' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      domainText(globals, 'cart.quantity.aboveStock', { stock: 3 }),
    );
  },
};

export const OutOfStock: Story = {
  name: 'Nothing in stock: disabled',
  args: { limits: { stock: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
