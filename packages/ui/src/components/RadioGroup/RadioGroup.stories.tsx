import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { Radio, RADIO_GROUP_ORIENTATIONS, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { onChange: fn(), defaultValue: 'sea', children: null },
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS } },
  render: ({ children: _children, ...args }, { globals }) => (
    <RadioGroup label={sampleText(globals, 'shippingMethod')} {...args}>
      <Radio value="sea">{sampleText(globals, 'seaFreight')}</Radio>
      <Radio value="air">{sampleText(globals, 'airFreight')}</Radio>
      <Radio value="land">{sampleText(globals, 'landFreight')}</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  name: 'Vertical: click, Tab and arrows',
  play: async ({ canvas, args, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: sampleText(globals, 'shippingMethod') });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    const [sea, air, land] = canvas.getAllByRole('radio');
    await userEvent.click(air!);
    await expect(air).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('air');
    await userEvent.tab({ shift: true });
    // Tab enters the group at the chosen radio.
    await userEvent.tab();
    await expect(air).toHaveFocus();
    await expect(air!.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(land).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(sea).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sea');
  },
};

export const Horizontal: Story = {
  name: 'Horizontal: arrows follow what is on screen',
  args: { orientation: 'horizontal' },
  play: async ({ canvas, globals }) => {
    const isRtl = directionOf(resolveLocale(globals.locale)) === 'rtl';
    const [sea, air] = canvas.getAllByRole('radio');
    const seaBox = sea!.closest('label')!.getBoundingClientRect();
    const airBox = air!.closest('label')!.getBoundingClientRect();
    // The row flows in the reading direction: in Arabic the second radio is to the left.
    if (isRtl) await expect(airBox.right).toBeLessThanOrEqual(seaBox.left);
    else await expect(airBox.left).toBeGreaterThanOrEqual(seaBox.right);

    await userEvent.tab();
    await expect(sea).toHaveFocus();
    // The arrow that points at the next radio on screen chooses it: Left in Arabic, Right in English.
    await userEvent.keyboard(isRtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(air).toBeChecked();
    await expect(air).toHaveFocus();
    await userEvent.keyboard(isRtl ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(sea).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, isRequired: true },
  render: ({ children: _children, ...args }, { globals }) => (
    <RadioGroup
      {...args}
      label={sampleText(globals, 'shippingMethod')}
      errorMessage={sampleText(globals, 'shippingMethodRequired')}
    >
      <Radio value="sea">{sampleText(globals, 'seaFreight')}</Radio>
      <Radio value="air">{sampleText(globals, 'airFreight')}</Radio>
    </RadioGroup>
  ),
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription(sampleText(globals, 'shippingMethodRequired'));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getAllByRole('radio')[0]).toBeChecked();
  },
};
