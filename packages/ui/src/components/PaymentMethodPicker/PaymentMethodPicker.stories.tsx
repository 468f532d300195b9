import { iqdDinars } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InboxIcon, UserIcon } from '../../icons';
import { uiText } from '../../stories/uiText';
import { paymentSample } from '../PaymentResult/Payment.samples';
import { PaymentMethodPicker, type PaymentMethodOption } from './PaymentMethodPicker';
import { paymentMethodPickerMessages } from './PaymentMethodPicker.messages';

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: keyof (typeof paymentMethodPickerMessages)['en']) =>
  uiText(globals, paymentMethodPickerMessages, key, { minutes: 15 });

const ALL: readonly PaymentMethodOption[] = [
  { method: 'bank_transfer', icon: <InboxIcon /> },
  { method: 'cash' },
  { method: 'zaincash' },
  { method: 'fib' },
  { method: 'card' },
  { method: 'wallet', icon: <UserIcon />, walletBalance: iqdDinars(1_250_000) },
];

const meta = {
  title: 'Payment/PaymentMethodPicker',
  component: PaymentMethodPicker,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { methods: ALL, onChange: fn() },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMethod: Story = {
  name: 'Every method: choose with a tap or the arrow keys',
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('radiogroup', { name: text(globals, 'label') })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    const transfer = canvas.getByRole('radio', { name: text(globals, 'bank_transfer') });
    await expect(transfer).toHaveAccessibleDescription(text(globals, 'bank_transferDescription'));
    await userEvent.click(canvas.getByRole('radio', { name: text(globals, 'zaincash') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('zaincash');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('fib');
    await expect(canvas.getByRole('radio', { name: text(globals, 'fib') })).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const WalletTooLow: Story = {
  name: 'Wallet balance too low: disabled, with the reason',
  args: {
    defaultValue: 'bank_transfer',
    methods: [
      { method: 'bank_transfer', icon: <InboxIcon /> },
      { method: 'cash' },
      { method: 'card', disabledReason: 'noPaymentPassword' },
      {
        method: 'wallet',
        icon: <UserIcon />,
        walletBalance: iqdDinars(40_000),
        disabledReason: 'walletBalanceTooLow',
      },
    ],
  },
  play: async ({ canvas, args, globals }) => {
    const wallet = canvas.getByRole('radio', { name: text(globals, 'wallet') });
    await expect(wallet).toBeDisabled();
    await expect(wallet).toHaveAccessibleDescription(
      expect.stringContaining(text(globals, 'walletBalanceTooLow')),
    );
    await expect(canvas.getByRole('radio', { name: text(globals, 'card') })).toHaveAccessibleDescription(
      expect.stringContaining(text(globals, 'noPaymentPassword')),
    );
    await userEvent.click(canvas.getByText(text(globals, 'wallet')));
    await expect(canvas.getByRole('radio', { name: text(globals, 'bank_transfer') })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  name: 'Nothing chosen: the error',
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => (
    <PaymentMethodPicker {...args} errorMessage={paymentSample(globals, 'chooseMethod')} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      paymentSample(globals, 'chooseMethod'),
    );
  },
};
