import type { BankAccount } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { paymentSample } from '../PaymentResult/Payment.samples';
import { BankTransferDetails } from './BankTransferDetails';
import { bankTransferDetailsMessages } from './BankTransferDetails.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof bankTransferDetailsMessages)['en'],
  values?: Record<string, string>,
) => uiText(globals, bankTransferDetailsMessages, key, values);

function accounts(globals: Globals): BankAccount[] {
  return [
    {
      bankName: paymentSample(globals, 'bankRafidain'),
      branchName: paymentSample(globals, 'branchKarrada'),
      accountName: paymentSample(globals, 'accountName'),
      swiftCode: 'RAFBIQBA',
    },
    {
      bankName: paymentSample(globals, 'bankTbi'),
      branchName: paymentSample(globals, 'branchMansour'),
      accountName: paymentSample(globals, 'accountName'),
      swiftCode: 'TRIQIQBAXXX',
    },
  ];
}

const copyText = fn(() => Promise.resolve());

const meta = {
  title: 'Payment/BankTransferDetails',
  component: BankTransferDetails,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { accounts: [], copyText },
  render: (args, { globals }) => (
    <BankTransferDetails {...args} accounts={args.accounts.length ? args.accounts : accounts(globals)} />
  ),
} satisfies Meta<typeof BankTransferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAccounts: Story = {
  name: 'Two accounts: copy any field',
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(text(globals, 'title'));
    const swift = text(globals, 'swiftCode');
    const buttons = canvas.getAllByRole('button', { name: text(globals, 'copyField', { field: swift }) });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await expect(copyText).toHaveBeenLastCalledWith('TRIQIQBAXXX');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(text(globals, 'copied', { field: swift })),
    );
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const CopyFailed: Story = {
  name: 'Copy failed: said, the value stays selectable',
  args: { copyText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, globals }) => {
    const [first] = canvas.getAllByRole('button', {
      name: text(globals, 'copyField', { field: text(globals, 'accountName') }),
    });
    await userEvent.click(first!);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text(globals, 'copyFailed')));
  },
};

export const Loading: Story = {
  name: 'Loading: placeholders',
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('button')).toHaveLength(0);
  },
};

export const NoAccount: Story = {
  name: 'No account: asks for another method',
  render: (args) => <BankTransferDetails {...args} accounts={[]} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text(globals, 'empty'))).toBeVisible();
  },
};
