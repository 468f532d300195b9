import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_COUNTRY_ID, ORDER_STATUS, RECEIVING_WAY, type Address } from '@tijara/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { domainText, uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { DeliveryDrawer, type DeliveryDrawerProps } from './DeliveryDrawer';
import { deliveryDrawerMessages } from './DeliveryDrawer.messages';

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: keyof (typeof deliveryDrawerMessages)['en']) =>
  uiText(globals, deliveryDrawerMessages, key);

/** The buyer's own addresses: their text is theirs, the same whatever the interface language. */
const ADDRESSES: Address[] = [
  {
    id: '11',
    firstName: 'علي',
    lastName: 'حسن',
    address: 'شارع 14، دار 7',
    countryId: DEFAULT_COUNTRY_ID,
    provinceId: 101,
    cityId: 1011,
    mobile: '07701234567',
    postcode: '',
    email: '',
    isDefault: true,
    countryName: 'العراق',
    provinceName: 'بغداد',
    cityName: 'الكرخ',
  },
  {
    id: '12',
    firstName: 'زينب',
    lastName: 'كاظم',
    address: 'حي الجزائر، قرب جامعة البصرة',
    countryId: DEFAULT_COUNTRY_ID,
    provinceId: 102,
    cityId: 1021,
    mobile: '07809876543',
    postcode: '61001',
    email: '',
    isDefault: false,
    countryName: 'العراق',
    provinceName: 'البصرة',
    cityName: 'الزبير',
  },
];

const meta = {
  title: 'Storefront/DeliveryDrawer',
  component: DeliveryDrawer,
  parameters: { screenshotTarget: 'body' },
  args: {
    orderNo: 'TJ20250101001',
    status: ORDER_STATUS.SEA_SHIPPING,
    addresses: ADDRESSES,
    pickupAddress: '',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50))),
    onAddAddress: fn(),
    onOpenChange: fn(),
  },
  render: ({ onOpenChange, ...args }: DeliveryDrawerProps, { globals }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">{sampleText(globals, 'changeDeliveryMethod')}</Button>
      <DeliveryDrawer {...args} pickupAddress={sampleText(globals, 'pickupAddressText')} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof DeliveryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

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

async function open(canvasElement: HTMLElement, globals: Globals) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: sampleText(globals, 'changeDeliveryMethod') }),
  );
  return screen.findByRole('dialog', { name: text(globals, 'title') });
}

export const SelfPickup: Story = {
  name: 'Self pickup: shows the warehouse address, confirms and closes',
  play: async ({ canvasElement, args, globals }) => {
    const drawer = await open(canvasElement, globals);
    await expect(within(drawer).getByRole('radio', { name: text(globals, 'selfPickup') })).toBeChecked();
    await expect(drawer).toHaveTextContent(sampleText(globals, 'pickupAddressText'));
    await userEvent.click(within(drawer).getByRole('button', { name: text(globals, 'confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      orderNo: 'TJ20250101001',
      deliveryMethod: RECEIVING_WAY.selfPickup,
      emailAddressId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await busyAnnouncementsExpired();
  },
};

export const ChooseAddress: Story = {
  name: 'Specified address: choose one, confirm, the drawer closes on success',
  play: async ({ canvasElement, args, globals }) => {
    const drawer = await open(canvasElement, globals);
    await userEvent.click(within(drawer).getByRole('radio', { name: text(globals, 'specifiedAddress') }));
    await userEvent.click(within(drawer).getByRole('radio', { name: /زينب/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: text(globals, 'confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      orderNo: 'TJ20250101001',
      deliveryMethod: RECEIVING_WAY.specifiedAddress,
      emailAddressId: 12,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await busyAnnouncementsExpired();
  },
};

export const BlockedWithoutAddress: Story = {
  name: 'Specified address without a choice: confirming is blocked with a message',
  play: async ({ canvasElement, args, globals }) => {
    const drawer = await open(canvasElement, globals);
    await userEvent.click(within(drawer).getByRole('radio', { name: text(globals, 'specifiedAddress') }));
    await userEvent.click(within(drawer).getByRole('button', { name: text(globals, 'confirm') }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(
      within(drawer).getByRole('radiogroup', { name: text(globals, 'addresses') }),
    ).toHaveAccessibleDescription(domainText(globals, 'deliveryChange.emailAddressId.required'));
  },
};

export const CurrentAddress: Story = {
  name: 'Opens on the order’s current address',
  args: { receivingWay: RECEIVING_WAY.specifiedAddress, addressId: '11' },
  play: async ({ canvasElement, globals }) => {
    const drawer = await open(canvasElement, globals);
    await expect(within(drawer).getByRole('radio', { name: /علي/ })).toBeChecked();
  },
};

export const NoAddress: Story = {
  name: 'No address: an empty state offers to add one; confirming is blocked',
  args: { addresses: [] },
  play: async ({ canvasElement, args, globals }) => {
    const drawer = await open(canvasElement, globals);
    await userEvent.click(within(drawer).getByRole('radio', { name: text(globals, 'specifiedAddress') }));
    await expect(
      within(drawer).getByRole('heading', { name: domainText(globals, 'notice.noAddress') }),
    ).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: text(globals, 'addAddress') }));
    await expect(args.onAddAddress).toHaveBeenCalledTimes(1);
    await userEvent.click(within(drawer).getByRole('button', { name: text(globals, 'confirm') }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(drawer).getByRole('alert')).toHaveTextContent(
      domainText(globals, 'deliveryChange.emailAddressId.required'),
    );
  },
};

export const LockedAtWarehouse: Story = {
  name: 'At the warehouse: disabled, saying why',
  args: { status: ORDER_STATUS.TO_WAREHOUSE },
  play: async ({ canvasElement, globals }) => {
    const drawer = await open(canvasElement, globals);
    await expect(within(drawer).getByRole('status')).toHaveTextContent(text(globals, 'locked'));
    for (const radio of within(drawer).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(within(drawer).getByRole('button', { name: text(globals, 'confirm') })).toBeDisabled();
  },
};
