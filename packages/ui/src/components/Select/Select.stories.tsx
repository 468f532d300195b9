import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sampleText, type SampleKey } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Select, SelectItem, type SelectOption } from './Select';
import { selectMessages } from './Select.messages';

/** The quote form's units (spec section 3), as a caller would pass them. */
const UNITS = [
  ['piece', 'unitPiece'],
  ['pair', 'unitPair'],
  ['set', 'unitSet'],
  ['box', 'unitBox'],
  ['roll', 'unitRoll'],
] as const satisfies readonly (readonly [string, SampleKey])[];

function units(globals: Record<string, unknown>): SelectOption[] {
  return UNITS.map(([id, key]) => ({ id, label: sampleText(globals, key) }));
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { onChange: fn(), onOpenChange: fn() },
  render: (args, { globals }) => (
    <Select label={sampleText(globals, 'unit')} items={units(globals)} {...args} />
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Closed, with the built-in placeholder',
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveTextContent(uiText(globals, selectMessages, 'placeholder'));
    await expect(trigger).toHaveAccessibleName(
      `${uiText(globals, selectMessages, 'placeholder')} ${sampleText(globals, 'unit')}`,
    );
  },
};

export const Open: Story = {
  name: 'Open: click, then choose',
  parameters: { screenshotTarget: 'body' },
  args: { defaultValue: 'pair' },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listBox = await screen.findByRole('listbox');
    await expect(listBox).toBeVisible();
    await expect(screen.getAllByRole('option')).toHaveLength(UNITS.length);
    await expect(screen.getByRole('option', { name: sampleText(globals, 'unitPair') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows, Enter, Escape',
  play: async ({ canvas, args, globals }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    // The first option is focused when the list opens from the keyboard; one more goes to the second.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('pair');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Focus goes back to the trigger once the popover has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent(sampleText(globals, 'unitPair'));

    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Focus goes back to the trigger once the popover has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent(sampleText(globals, 'unitPair'));
  },
};

export const TypeAhead: Story = {
  name: 'Type-ahead on the closed select',
  play: async ({ canvas, args, globals }) => {
    const box = sampleText(globals, 'unitBox');
    await userEvent.tab();
    await userEvent.keyboard(box.slice(0, 2));
    await expect(args.onChange).toHaveBeenLastCalledWith('box');
    await expect(canvas.getByRole('button')).toHaveTextContent(box);
  },
};

export const WithChildren: Story = {
  name: 'Options as children',
  render: (args, { globals }) => (
    <Select {...args} label={sampleText(globals, 'shippingMethod')} defaultValue="air">
      <SelectItem id="sea">{sampleText(globals, 'seaFreight')}</SelectItem>
      <SelectItem id="air">{sampleText(globals, 'airFreight')}</SelectItem>
      <SelectItem id="land">{sampleText(globals, 'landFreight')}</SelectItem>
    </Select>
  ),
  play: async ({ canvas, args, globals }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveTextContent(sampleText(globals, 'airFreight'));
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: sampleText(globals, 'seaFreight') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('sea');
    await expect(trigger).toHaveTextContent(sampleText(globals, 'seaFreight'));
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args, { globals }) => (
    <Select
      {...args}
      label={sampleText(globals, 'unit')}
      items={units(globals)}
      errorMessage={sampleText(globals, 'unitRequired')}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button').closest('[data-invalid]')).not.toBeNull();
    await expect(canvas.getByText(sampleText(globals, 'unitRequired'))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'set' },
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent(sampleText(globals, 'unitSet'));
  },
};
