import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { Link } from '../Link';
import { paymentSample } from '../PaymentResult/Payment.samples';
import { PaymentPasswordField } from './PaymentPasswordField';
import { paymentPasswordFieldMessages } from './PaymentPasswordField.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof paymentPasswordFieldMessages)['en'],
  values?: Record<string, number>,
) => uiText(globals, paymentPasswordFieldMessages, key, values);

const meta = {
  title: 'Payment/PaymentPasswordField',
  component: PaymentPasswordField,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof PaymentPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

function boxesOf(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-box]')];
}

export const Entering: Story = {
  name: 'Entering: six masked boxes, one labelled input',
  play: async ({ canvas, canvasElement, args, globals }) => {
    const input = canvas.getByLabelText(text(globals, 'label'));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription(text(globals, 'hint', { length: 6 }));
    await expect(canvasElement.querySelectorAll('input')).toHaveLength(1);
    await userEvent.click(input);
    // Letters are dropped; Arabic-Indic digits become Latin; Backspace goes back a box.
    await userEvent.keyboard('1a٢۳');
    await expect(input).toHaveValue('123');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await expect(boxesOf(canvasElement).findIndex((box) => box.hasAttribute('data-active'))).toBe(2);
    await userEvent.keyboard('3456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(
      boxesOf(canvasElement)
        .map((box) => box.textContent)
        .join(''),
    ).toBe('••••••');
    await expect(canvasElement).not.toHaveTextContent('123456');
    // Six boxes fit a 360 px phone.
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const Pasted: Story = {
  name: 'Pasted: every box filled',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByLabelText(text(globals, 'label'));
    await userEvent.click(input);
    await userEvent.paste('٤٨٢ ٩١٣');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const Incorrect: Story = {
  name: 'Incorrect: attempts left',
  args: { attemptsLeft: 2 },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(text(globals, 'label'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(text(globals, 'incorrect', { attempts: 2 })),
    );
  },
};

export const Locked: Story = {
  name: 'Locked: disabled, with the way to reset',
  args: { attemptsLeft: 0, isLocked: true },
  render: (args, { globals }) => (
    <PaymentPasswordField
      {...args}
      resetAction={<Link href="#reset-payment-password">{paymentSample(globals, 'forgotPassword')}</Link>}
    />
  ),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(text(globals, 'label'));
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(text(globals, 'locked')));
    await expect(
      canvas.getByRole('link', { name: paymentSample(globals, 'forgotPassword') }),
    ).toHaveAttribute('href', '#reset-payment-password');
  },
};
