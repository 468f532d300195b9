import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { sprinkles } from '../../theme';
import { Button } from '../Button';
import { PasswordField } from './PasswordField';
import { passwordFieldMessages } from './PasswordField.messages';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { onChange: fn() },
  render: (args, { globals }) => (
    <PasswordField
      label={sampleText(globals, 'password')}
      description={sampleText(globals, 'passwordHint')}
      {...args}
    />
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Show and hide keep the value and the caret',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByLabelText<HTMLInputElement>(sampleText(globals, 'password'));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'passwordHint'));
    await userEvent.type(input, 'secret12');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret12');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');

    await userEvent.click(
      canvas.getByRole('button', { name: uiText(globals, passwordFieldMessages, 'show') }),
    );
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret12');
    // The buyer clicked the eye while typing: focus and caret are back where they were.
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(6);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('secretX12');

    await userEvent.click(
      canvas.getByRole('button', { name: uiText(globals, passwordFieldMessages, 'hide') }),
    );
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('secretX12');
  },
};

export const KeyboardToggle: Story = {
  name: 'Keyboard: Tab to the toggle, Enter and Space',
  args: { defaultValue: 'secret12' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(sampleText(globals, 'password'));
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: uiText(globals, passwordFieldMessages, 'show') });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    // A keyboard press leaves focus on the toggle, now named for what it does next.
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName(uiText(globals, passwordFieldMessages, 'hide'));
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('secret12');
  },
};

const onSubmit = fn();

export const EnterSubmitsTheForm: Story = {
  name: 'Enter submits the form',
  render: (args, { globals }) => (
    <form
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).get('password'));
      }}
    >
      <PasswordField {...args} name="password" label={sampleText(globals, 'password')} />
      <Button type="submit">{sampleText(globals, 'logIn')}</Button>
    </form>
  ),
  play: async ({ canvas, globals }) => {
    onSubmit.mockClear();
    const input = canvas.getByLabelText(sampleText(globals, 'password'));
    await userEvent.type(input, 'secret12{Enter}');
    // Once: the toggle is a plain button, so Enter does not reveal the password instead.
    await expect(onSubmit).toHaveBeenCalledOnce();
    await expect(onSubmit).toHaveBeenCalledWith('secret12');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'abc',
    isInvalid: true,
  },
  render: (args, { globals }) => (
    <PasswordField
      {...args}
      label={sampleText(globals, 'password')}
      errorMessage={sampleText(globals, 'passwordTooShort')}
    />
  ),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(sampleText(globals, 'password'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'passwordTooShort'));
    await expect(input).toHaveValue('abc');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret12' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText(sampleText(globals, 'password'))).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: uiText(globals, passwordFieldMessages, 'show') }),
    ).toBeDisabled();
  },
};
