import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { NumberField } from './NumberField';
import { numberFieldMessages } from './NumberField.messages';

const STOCK = 20;

/**
 * A step button's accessible name: the built-in "Decrease quantity", then the field's label, which
 * react-aria adds so that each line of a cart names its own buttons.
 */
function stepName(globals: Record<string, unknown>, key: 'decrease' | 'increase'): string {
  return `${uiText(globals, numberFieldMessages, key)} ${sampleText(globals, 'quantity')}`;
}

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { onChange: fn(), defaultValue: 1, maxValue: STOCK },
  render: (args, { globals }) => (
    <NumberField
      label={sampleText(globals, 'quantity')}
      description={sampleText(globals, 'quantityHint')}
      {...args}
    />
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Buttons step and stop at the limits',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'quantity') });
    const decrease = canvas.getByRole('button', { name: stepName(globals, 'decrease') });
    const increase = canvas.getByRole('button', { name: stepName(globals, 'increase') });
    await expect(input).toHaveValue('1');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'quantityHint'));
    // At the minimum (spec section 5: at least 1) the decrement does nothing.
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    await expect(input).toHaveValue('1');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows, typing, clamped to the stock',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'quantity') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue(String(STOCK));
    await expect(canvas.getByRole('button', { name: stepName(globals, 'increase') })).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, '15');
    await userEvent.tab();
    await expect(input).toHaveValue('15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);

    // More than the stock is brought back to the stock when the buyer leaves the field.
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveValue(String(STOCK));
  },
};

export const DecrementAtTheStart: Story = {
  name: 'Decrement at the inline start, Latin digits',
  args: { defaultValue: 1200, maxValue: 5000 },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'quantity') });
    const decrease = canvas.getByRole('button', { name: stepName(globals, 'decrease') });
    const increase = canvas.getByRole('button', { name: stepName(globals, 'increase') });
    // The provider's Intl tag (`ar-IQ-u-nu-latn`) keeps digits Latin in Arabic too.
    await expect(input).toHaveValue('1,200');
    const minus = decrease.getBoundingClientRect();
    const plus = increase.getBoundingClientRect();
    if (directionOf(resolveLocale(globals.locale)) === 'rtl') {
      await expect(minus.left).toBeGreaterThan(plus.left);
    } else {
      await expect(minus.left).toBeLessThan(plus.left);
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: sampleText(globals, 'quantity') })).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
