import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { cartSample } from '../CartLine/CartLine.samples';
import { TextArea } from './TextArea';
import { textAreaMessages } from './TextArea.messages';

/** A small limit, so a story can pass it; a screen passes the domain's constant. */
const MAX = 40;

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { onChange: fn(), maxLength: MAX },
  render: (args, { globals }) => (
    <TextArea
      label={cartSample(globals, 'remark')}
      description={cartSample(globals, 'remarkHint')}
      {...args}
    />
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Typing counts the characters',
  play: async ({ canvas, args, globals }) => {
    const box = canvas.getByRole('textbox', { name: cartSample(globals, 'remark') });
    await expect(box.tagName).toBe('TEXTAREA');
    const typed = cartSample(globals, 'remarkText');
    await userEvent.type(box, typed);
    await expect(box).toHaveValue(typed);
    await expect(args.onChange).toHaveBeenLastCalledWith(typed);
    await expect(box).toHaveAccessibleDescription(
      `${cartSample(globals, 'remarkHint')} ${uiText(globals, textAreaMessages, 'counterLabel', { count: typed.length, max: MAX })}`,
    );
    await expect(box).not.toHaveAttribute('aria-invalid');
    // Enter is a new line, not a submit.
    await userEvent.type(box, '{Enter}x');
    await expect((box as HTMLTextAreaElement).value).toContain('\n');
  },
};

export const OverTheLimit: Story = {
  name: 'Over the limit: invalid, and what was typed is kept',
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('textbox');
    const long = 'x'.repeat(MAX + 3);
    await userEvent.click(box);
    await userEvent.paste(long);
    await expect(box).toHaveValue(long);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(uiText(globals, textAreaMessages, 'over', { over: 3 }))).toBeVisible();
  },
};

export const WithError: Story = {
  name: "The caller's error message",
  args: { isInvalid: true, defaultValue: 'https://example.com' },
  render: (args, { globals }) => (
    <TextArea
      label={cartSample(globals, 'remark')}
      errorMessage={cartSample(globals, 'remarkError')}
      {...args}
    />
  ),
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('textbox');
    // An error never takes away what the buyer typed.
    await expect(box).toHaveValue('https://example.com');
    await expect(box).toHaveAccessibleDescription(
      `${cartSample(globals, 'remarkError')} ${uiText(globals, textAreaMessages, 'counterLabel', { count: 19, max: MAX })}`,
    );
  },
};

export const WithoutLimit: Story = {
  name: 'No limit: no counter',
  args: { maxLength: undefined, isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeRequired();
    await expect(canvas.queryByText(/\d+\/\d+/)).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ok' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
