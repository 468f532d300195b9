import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { CodeField } from './CodeField';

const meta = {
  title: 'Primitives/CodeField',
  component: CodeField,
  args: { onChange: fn(), onComplete: fn() },
  render: (args, { globals }) => (
    <CodeField
      label={sampleText(globals, 'verificationCode')}
      description={sampleText(globals, 'verificationCodeHint')}
      {...args}
    />
  ),
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn boxes of the story's code field, first digit first. */
function boxesOf(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-box]')];
}

function activeBoxOf(canvasElement: HTMLElement): number {
  return boxesOf(canvasElement).findIndex((box) => box.hasAttribute('data-active'));
}

export const VerificationCode: Story = {
  name: 'Verification code: digits only, complete once',
  play: async ({ canvas, canvasElement, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'verificationCode') });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'verificationCodeHint'));
    await userEvent.click(input);
    // Letters are dropped; Arabic-Indic digits from an Iraqi keyboard become Latin.
    await userEvent.keyboard('12a3٤٥');
    await expect(input).toHaveValue('12345');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    const boxes = boxesOf(canvasElement);
    await expect(boxes.map((box) => box.textContent).join('')).toBe('123456');
    // The code reads left to right in Arabic too.
    await expect(boxes[0]!.getBoundingClientRect().left).toBeLessThan(boxes[5]!.getBoundingClientRect().left);
  },
};

export const PaymentPassword: Story = {
  name: 'Payment password: masked',
  args: { isMasked: true },
  render: (args, { globals }) => (
    <CodeField
      {...args}
      label={sampleText(globals, 'paymentPassword')}
      description={sampleText(globals, 'paymentPasswordHint')}
    />
  ),
  play: async ({ canvasElement, canvas, args, globals }) => {
    const input = canvas.getByLabelText(sampleText(globals, 'paymentPassword'));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.keyboard('123456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(
      boxesOf(canvasElement)
        .map((box) => box.textContent)
        .join(''),
    ).toBe('••••••');
    await expect(canvasElement).not.toHaveTextContent('123456');
  },
};

export const Paste: Story = {
  name: 'Paste fills every box',
  play: async ({ canvas, canvasElement, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'verificationCode') });
    await userEvent.click(input);
    await userEvent.keyboard('9');
    // A whole code copied from an SMS, with its space, replaces what was typed.
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(
      boxesOf(canvasElement)
        .map((box) => box.textContent)
        .join(''),
    ).toBe('482913');
  },
};

export const BackspaceAndArrows: Story = {
  name: 'Keyboard: Backspace and arrows move between boxes',
  play: async ({ canvas, canvasElement, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'verificationCode') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(activeBoxOf(canvasElement)).toBe(0);
    await userEvent.keyboard('1234');
    await expect(activeBoxOf(canvasElement)).toBe(4);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('123');
    await expect(activeBoxOf(canvasElement)).toBe(3);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(activeBoxOf(canvasElement)).toBe(1);
    // A digit typed on a filled box replaces it and moves on.
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('173');
    await expect(activeBoxOf(canvasElement)).toBe(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeBoxOf(canvasElement)).toBe(3);
    await userEvent.keyboard('456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('173456');
    await userEvent.tab();
    await expect(activeBoxOf(canvasElement)).toBe(-1);
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', isInvalid: true },
  render: (args, { globals }) => (
    <CodeField
      {...args}
      label={sampleText(globals, 'verificationCode')}
      errorMessage={sampleText(globals, 'verificationCodeWrong')}
    />
  ),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'verificationCode') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'verificationCodeWrong'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '12' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('textbox', { name: sampleText(globals, 'verificationCode') }),
    ).toBeDisabled();
  },
};
