import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ADDRESS_TEXT_MAX_LENGTH,
  DEFAULT_COUNTRY_ID,
  areaNameIn,
  resolveLocale,
  type Area,
} from '@tijara/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { sampleText } from '../../stories/sampleText';
import { domainText, uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { AddressForm } from './AddressForm';
import { addressFormMessages } from './AddressForm.messages';
import {
  BAGHDAD,
  BASRA,
  CITIES,
  COUNTRIES,
  KARKH,
  NAJAF,
  PROVINCES,
  ZUBAIR,
  storyLoadAreas,
} from './AddressForm.storyData';

type Globals = Record<string, unknown>;

type MessageKey = keyof (typeof addressFormMessages)['en'];

const text = (globals: Globals, key: MessageKey) => uiText(globals, addressFormMessages, key);

const nameOf = (globals: Globals, area: Area) => areaNameIn(area, resolveLocale(globals.locale));

/** The trigger of a select, named by its label and its value. */
function selectTrigger(root: HTMLElement, label: string) {
  return within(root).getByRole('button', { name: new RegExp(label) });
}

async function choose(root: HTMLElement, label: string, option: string) {
  await userEvent.click(selectTrigger(root, label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/**
 * react-aria announces a busy button through its live announcer, pointing at the button by id;
 * once the button is gone or idle that announcement points at nothing until it expires (7 s) and
 * axe reports it, so stories that used a busy button wait for it to expire.
 */
async function busyAnnouncementsExpired() {
  await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), {
    timeout: 8000,
  });
}

const meta = {
  title: 'Storefront/AddressForm',
  component: AddressForm,
  args: { countries: COUNTRIES, provinces: PROVINCES, cities: CITIES, onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty: typing keeps what the buyer types, within the limits',
  play: async ({ canvas, globals }) => {
    const firstName = canvas.getByRole('textbox', { name: text(globals, 'firstName') });
    await userEvent.type(firstName, 'Ali');
    await expect(firstName).toHaveValue('Ali');
    for (const field of ['firstName', 'lastName', 'address', 'mobile'] as const) {
      await expect(canvas.getByRole('textbox', { name: text(globals, field) })).toHaveAttribute(
        'maxlength',
        String(ADDRESS_TEXT_MAX_LENGTH),
      );
    }
    await expect(canvas.getByRole('textbox', { name: text(globals, 'postcode') })).toHaveAttribute(
      'maxlength',
      '9',
    );
    await expect(canvas.getByRole('textbox', { name: text(globals, 'email') })).toHaveAttribute(
      'maxlength',
      '320',
    );
    await expect(canvas.getByRole('textbox', { name: text(globals, 'postcode') })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: text(globals, 'mobile') })).toBeRequired();
  },
};

export const CountryFixed: Story = {
  name: 'Country: fixed to the default, selector disabled',
  play: async ({ canvasElement, globals }) => {
    const country = selectTrigger(canvasElement, text(globals, 'country'));
    await expect(country).toBeDisabled();
    await expect(country).toHaveTextContent(nameOf(globals, COUNTRIES[0] as Area));
  },
};

export const TrimOnBlur: Story = {
  name: 'Trimming on blur',
  play: async ({ canvas, globals }) => {
    const address = canvas.getByRole('textbox', { name: text(globals, 'address') });
    await userEvent.type(address, '  Street 14, house 7  ');
    await expect(address).toHaveValue('  Street 14, house 7  ');
    await userEvent.tab();
    await expect(address).toHaveValue('Street 14, house 7');
  },
};

export const ProvinceChangeClearsCity: Story = {
  name: 'Province change: clears the city and loads the new cities',
  args: { provinces: undefined, cities: undefined, loadAreas: fn(storyLoadAreas(800)) },
  play: async ({ canvasElement, args, globals }) => {
    await waitFor(() => expect(args.loadAreas).toHaveBeenCalledWith(DEFAULT_COUNTRY_ID));
    await waitFor(() => expect(selectTrigger(canvasElement, text(globals, 'province'))).toBeEnabled());
    await choose(canvasElement, text(globals, 'province'), nameOf(globals, BAGHDAD));
    // The cities load: the city list says so and waits.
    const city = () => selectTrigger(canvasElement, text(globals, 'city'));
    await expect(city()).toHaveTextContent(text(globals, 'loadingAreas'));
    await expect(city()).toBeDisabled();
    await waitFor(() => expect(city()).toBeEnabled());
    await expect(args.loadAreas).toHaveBeenCalledWith(BAGHDAD.id);
    await choose(canvasElement, text(globals, 'city'), nameOf(globals, KARKH));
    await expect(city()).toHaveTextContent(nameOf(globals, KARKH));

    await choose(canvasElement, text(globals, 'province'), nameOf(globals, BASRA));
    await expect(city()).not.toHaveTextContent(nameOf(globals, KARKH));
    await waitFor(() => expect(city()).toBeEnabled());
    await expect(args.loadAreas).toHaveBeenCalledWith(BASRA.id);
    await userEvent.click(city());
    await expect(await screen.findByRole('option', { name: nameOf(globals, ZUBAIR) })).toBeInTheDocument();
    await expect(screen.queryByRole('option', { name: nameOf(globals, KARKH) })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

async function fillRequired(canvasElement: HTMLElement, globals: Globals) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'firstName') }), ' Ali ');
  await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'lastName') }), 'Hassan');
  await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'address') }), 'Street 14, house 7');
  await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'mobile') }), '07701234567');
}

export const ProvinceWithoutCities: Story = {
  name: 'Province without cities: the city is not required',
  play: async ({ canvasElement, args, globals }) => {
    await choose(canvasElement, text(globals, 'province'), nameOf(globals, NAJAF));
    const city = selectTrigger(canvasElement, text(globals, 'city'));
    await expect(city).toBeDisabled();
    await expect(city).toHaveTextContent(text(globals, 'noCities'));
    await fillRequired(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text(globals, 'submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ provinceId: NAJAF.id, cityId: undefined, firstName: 'Ali' }),
    );
  },
};

export const InvalidSubmit: Story = {
  name: 'Invalid submit: warns, with a message under each field, keeping what was typed',
  play: async ({ canvas, canvasElement, args, globals }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'email') }), 'buyer@');
    await choose(canvasElement, text(globals, 'province'), nameOf(globals, BAGHDAD));
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'submit') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(globals, 'invalidSubmit'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'address.firstName.required', cityId: 'address.city.required' }),
    );
    const firstName = canvas.getByRole('textbox', { name: text(globals, 'firstName') });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(domainText(globals, 'address.firstName.required'));
    const email = canvas.getByRole('textbox', { name: text(globals, 'email') });
    await expect(email).toHaveAccessibleDescription(domainText(globals, 'address.email.invalid'));
    await expect(email).toHaveValue('buyer@');
    await expect(canvas.getByText(domainText(globals, 'address.city.required'))).toBeInTheDocument();
    // Fixing a field clears its message at once.
    await userEvent.type(firstName, 'Ali');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  name: 'Valid submit: trimmed values, button loading while the promise runs',
  args: { onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 500))) },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await fillRequired(canvasElement, globals);
    await choose(canvasElement, text(globals, 'province'), nameOf(globals, BAGHDAD));
    await choose(canvasElement, text(globals, 'city'), nameOf(globals, KARKH));
    await userEvent.click(canvas.getByRole('checkbox', { name: text(globals, 'isDefault') }));
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ali',
      lastName: 'Hassan',
      address: 'Street 14, house 7',
      countryId: DEFAULT_COUNTRY_ID,
      provinceId: BAGHDAD.id,
      cityId: KARKH.id,
      mobile: '07701234567',
      postcode: '',
      email: '',
      isDefault: true,
    });
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text(globals, 'submit')) }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await busyAnnouncementsExpired();
  },
};

export const Editing: Story = {
  name: 'Editing a saved address',
  args: {
    defaultValues: {
      firstName: 'علي',
      lastName: 'حسن',
      address: 'شارع 14، دار 7',
      countryId: DEFAULT_COUNTRY_ID,
      provinceId: BAGHDAD.id,
      cityId: KARKH.id,
      mobile: '07701234567',
      postcode: '10001',
      email: 'ali@example.iq',
      isDefault: true,
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(selectTrigger(canvasElement, text(globals, 'city'))).toHaveTextContent(
      nameOf(globals, KARKH),
    );
    await expect(
      within(canvasElement).getByRole('checkbox', { name: text(globals, 'isDefault') }),
    ).toBeChecked();
  },
};

export const InDialogResetsOnClose: Story = {
  name: 'In a dialog: the form resets on close',
  parameters: { screenshotTarget: 'body' },
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button>{sampleText(globals, 'addAddress')}</Button>
      <Dialog title={sampleText(globals, 'addAddress')}>
        {({ close }) => <AddressForm {...args} onCancel={close} />}
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, globals }) => {
    const open = async () => {
      await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'addAddress') }));
      return screen.findByRole('dialog', { name: sampleText(globals, 'addAddress') });
    };
    let dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: text(globals, 'firstName') }), 'Ali');
    await userEvent.click(within(dialog).getByRole('button', { name: text(globals, 'submit') }));
    await expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: text(globals, 'cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open();
    await expect(within(dialog).getByRole('textbox', { name: text(globals, 'firstName') })).toHaveValue('');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const AllLocalesStory: Story = {
  name: 'All locales',
  render: (args) => (
    <AllLocales>
      {() => (
        <AddressForm
          {...args}
          defaultValues={{
            firstName: 'Ali',
            lastName: 'Hassan',
            address: 'Street 14, house 7',
            countryId: DEFAULT_COUNTRY_ID,
            provinceId: BAGHDAD.id,
            cityId: KARKH.id,
            mobile: '07701234567',
            postcode: '',
            email: '',
            isDefault: false,
          }}
        />
      )}
    </AllLocales>
  ),
};
