import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { onChange: fn(), type: 'email' },
  render: (args, { globals }) => (
    <TextField
      label={sampleText(globals, 'email')}
      description={sampleText(globals, 'emailHint')}
      {...args}
    />
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'email') });
    await userEvent.type(input, 'buyer@example.iq');
    await expect(input).toHaveValue('buyer@example.iq');
    await expect(args.onChange).toHaveBeenLastCalledWith('buyer@example.iq');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'emailHint'));
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeRequired();
  },
};

export const Invalid: Story = {
  render: (args, { globals }) => (
    <TextField
      {...args}
      label={sampleText(globals, 'email')}
      defaultValue="buyer@"
      isInvalid
      errorMessage={sampleText(globals, 'emailInvalid')}
    />
  ),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'emailInvalid'));
    // An error never takes away what the buyer typed.
    await expect(input).toHaveValue('buyer@');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'buyer@example.iq' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
