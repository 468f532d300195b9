import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { PhoneField, type PhoneFieldCountry } from './PhoneField';
import { phoneFieldMessages } from './PhoneField.messages';

/** The phone-login countries (spec section 3), named in the story's language. */
function countries(globals: Record<string, unknown>): PhoneFieldCountry[] {
  return [
    { code: 'IQ', dialingCode: '964', flag: '🇮🇶', name: sampleText(globals, 'countryIraq') },
    { code: 'TR', dialingCode: '90', flag: '🇹🇷', name: sampleText(globals, 'countryTurkey') },
    { code: 'CN', dialingCode: '86', flag: '🇨🇳', name: sampleText(globals, 'countryChina') },
  ];
}

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { onChange: fn(), onCountryChange: fn(), countries: [] },
  render: (args, { globals }) => (
    <PhoneField {...args} label={sampleText(globals, 'phoneNumber')} countries={countries(globals)} />
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Digits only, code before the number',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'phoneNumber') });
    await expect(input).toHaveAttribute('type', 'tel');
    const country = canvas.getByRole('button', {
      name: new RegExp(uiText(globals, phoneFieldMessages, 'countryCode')),
    });
    await expect(country).toHaveTextContent('+964');
    // Spaces and dashes are dropped; Arabic-Indic digits become Latin.
    await userEvent.type(input, '٠770 123-4567');
    await expect(input).toHaveValue('07701234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('07701234567');
    // "+964 0770..." left to right on an Arabic page too: the code is left of the number.
    await expect(country.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left,
    );
  },
};

export const ChooseCountry: Story = {
  name: 'Choose a country',
  play: async ({ canvas, args, globals }) => {
    const country = canvas.getByRole('button', {
      name: new RegExp(uiText(globals, phoneFieldMessages, 'countryCode')),
    });
    await userEvent.click(country);
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(sampleText(globals, 'countryTurkey')) }),
    );
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('TR');
    await expect(country).toHaveTextContent('+90');
    await expect(country).toHaveAccessibleName(new RegExp(sampleText(globals, 'countryTurkey')));
    await expect(country).toHaveFocus();

    // Keyboard: Enter opens, arrows move, Enter chooses; Tab then goes to the number.
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('CN');
    await expect(country).toHaveTextContent('+86');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: sampleText(globals, 'phoneNumber') })).toHaveFocus();
  },
};

export const CountryList: Story = {
  name: 'Country list open',
  parameters: { screenshotTarget: 'body' },
  args: { defaultCountryCode: 'TR', defaultValue: '5321234567' },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(uiText(globals, phoneFieldMessages, 'countryCode')) }),
    );
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveTextContent('+964');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '0770', isInvalid: true },
  render: (args, { globals }) => (
    <PhoneField
      {...args}
      label={sampleText(globals, 'phoneNumber')}
      countries={countries(globals)}
      errorMessage={sampleText(globals, 'phoneInvalid')}
    />
  ),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: sampleText(globals, 'phoneNumber') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'phoneInvalid'));
    await expect(input).toHaveValue('0770');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '7701234567' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: sampleText(globals, 'phoneNumber') })).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
