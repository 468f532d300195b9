import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { paymentSample } from '../PaymentResult/Payment.samples';
import { WalletMovement, WalletMovementList } from './WalletMovement';
import { walletMovementMessages } from './WalletMovement.messages';

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: keyof (typeof walletMovementMessages)['en']) =>
  uiText(globals, walletMovementMessages, key);

const meta = {
  title: 'Payment/WalletMovement',
  component: WalletMovementList,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
} satisfies Meta<typeof WalletMovementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  name: 'History: every kind of movement',
  render: (args, { globals }) => (
    <WalletMovementList {...args}>
      <WalletMovement
        kind="freeze-release"
        currency="IQD"
        amount={1_020_000}
        direction="in"
        at={new Date('2026-03-16T10:00:00Z')}
      />
      <WalletMovement
        kind="stage-payment"
        currency="IQD"
        amount={1_617_274}
        direction="out"
        at={new Date('2026-03-10T08:12:00Z')}
        detail={paymentSample(globals, 'orderPayment')}
      />
      <WalletMovement
        kind="price-refund"
        currency="USD"
        amount={1_250}
        direction="in"
        at={new Date('2026-03-05T12:00:00Z')}
      />
      <WalletMovement
        kind="freeze"
        currency="IQD"
        amount={1_000_000}
        direction="out"
        at={new Date('2026-03-01T10:00:00Z')}
      />
      <WalletMovement
        kind="recharge"
        currency="IQD"
        amount={3_000_000}
        direction="in"
        at={new Date('2026-02-28T09:30:00Z')}
        detail={paymentSample(globals, 'rechargeByTransfer')}
      />
    </WalletMovementList>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('list', { name: text(globals, 'history') })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(text(globals, 'freeze-release'));
    await expect(items[2]!.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(items[2]).toHaveTextContent('+$12.50');
    await expect(canvasElement.querySelector('[data-direction="out"]')).toHaveTextContent(
      text(globals, 'out'),
    );
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const Empty: Story = {
  name: 'Empty: no movement yet',
  render: (args) => <WalletMovementList {...args}>{[]}</WalletMovementList>,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text(globals, 'empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Loading: placeholders',
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
