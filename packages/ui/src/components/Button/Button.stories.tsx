import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlusIcon } from '../../icons';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS, IconButton } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { onPress: fn() },
  render: (args, { globals }) => <Button {...args}>{sampleText(globals, 'addToCart')}</Button>,
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'addToCart') }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Row>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(BUTTON_VARIANTS.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('button');
    await expect(small?.getBoundingClientRect().height).toBeLessThan(
      large?.getBoundingClientRect().height ?? 0,
    );
  },
};

export const KeyboardActivation: Story = {
  name: 'Keyboard: Tab, Enter and Space',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Icon: Story = {
  render: (args, { globals }) => (
    <IconButton
      label={sampleText(globals, 'addOne')}
      icon={<PlusIcon />}
      onPress={args.onPress}
      variant="secondary"
    />
  ),
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'addOne') }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
