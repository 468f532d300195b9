import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sampleText, type SampleKey } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import type { SelectOption } from '../Select';
import { ComboBox } from './ComboBox';
import { comboBoxMessages } from './ComboBox.messages';

/** Some of Iraq's provinces, as the address form would pass them. */
const PROVINCES = [
  ['baghdad', 'provinceBaghdad'],
  ['basra', 'provinceBasra'],
  ['erbil', 'provinceErbil'],
  ['karbala', 'provinceKarbala'],
  ['najaf', 'provinceNajaf'],
  ['nineveh', 'provinceNineveh'],
  ['sulaymaniyah', 'provinceSulaymaniyah'],
] as const satisfies readonly (readonly [string, SampleKey])[];

function provinces(globals: Record<string, unknown>): SelectOption[] {
  return PROVINCES.map(([id, key]) => ({ id, label: sampleText(globals, key) }));
}

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: { onChange: fn(), onInputChange: fn() },
  render: (args, { globals }) => (
    <ComboBox label={sampleText(globals, 'province')} items={provinces(globals)} {...args} />
  ),
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filtering: Story = {
  name: 'Filters ignoring case and diacritics',
  parameters: { screenshotTarget: 'body' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('combobox', { name: sampleText(globals, 'province') });
    // Arabic: "اربيل" without the hamza finds "أربيل"; English: "ÉRB" finds "Erbil".
    await userEvent.type(input, sampleText(globals, 'provinceSearch'));
    await expect(await screen.findByRole('listbox')).toBeVisible();
    const options = screen.getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveAccessibleName(sampleText(globals, 'provinceErbil'));
  },
};

export const Choose: Story = {
  name: 'Type, then choose with the mouse',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('combobox', { name: sampleText(globals, 'province') });
    await userEvent.type(input, sampleText(globals, 'provinceBasra').slice(0, 3));
    await userEvent.click(await screen.findByRole('option', { name: sampleText(globals, 'provinceBasra') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('basra');
    await expect(input).toHaveValue(sampleText(globals, 'provinceBasra'));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows, Enter, Escape',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('combobox', { name: sampleText(globals, 'province') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('basra');
    await expect(input).toHaveValue(sampleText(globals, 'provinceBasra'));

    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue(sampleText(globals, 'provinceBasra'));
  },
};

export const NoResults: Story = {
  name: 'No results',
  parameters: { screenshotTarget: 'body' },
  play: async ({ canvas, globals }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(await screen.findByText(uiText(globals, comboBoxMessages, 'noResults'))).toBeVisible();
    // react-aria gives the empty state the option role, so the list is never an empty listbox.
    const [only, ...others] = screen.getAllByRole('option');
    await expect(only).toHaveTextContent(uiText(globals, comboBoxMessages, 'noResults'));
    await expect(others).toHaveLength(0);
  },
};

export const CustomValue: Story = {
  name: 'Custom value kept',
  args: { allowsCustomValue: true },
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('combobox', { name: sampleText(globals, 'province') });
    const duhok = sampleText(globals, 'provinceDuhok');
    await userEvent.type(input, duhok);
    await userEvent.tab();
    await expect(input).toHaveValue(duhok);
    await expect(args.onInputChange).toHaveBeenLastCalledWith(duhok);
  },
};

export const ButtonOpensTheList: Story = {
  name: 'The button shows every option',
  parameters: { screenshotTarget: 'body' },
  args: { defaultValue: 'erbil' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('combobox', { name: sampleText(globals, 'province') });
    // react-aria builds the collection after the first render, then shows the chosen option's text.
    await waitFor(() => expect(input).toHaveValue(sampleText(globals, 'provinceErbil')));
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(uiText(globals, comboBoxMessages, 'showSuggestions')) }),
    );
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.getAllByRole('option')).toHaveLength(PROVINCES.length);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'najaf' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('combobox', { name: sampleText(globals, 'province') });
    await expect(input).toBeDisabled();
    await waitFor(() => expect(input).toHaveValue(sampleText(globals, 'provinceNajaf')));
  },
};
