import { formatIqd, iqdDinars, resolveLocale, usdCents } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { paymentSample } from '../PaymentResult/Payment.samples';
import { WalletSummary } from './WalletSummary';
import { walletSummaryMessages } from './WalletSummary.messages';

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: keyof (typeof walletSummaryMessages)['en']) =>
  uiText(globals, walletSummaryMessages, key);

const meta = {
  title: 'Payment/WalletSummary',
  component: WalletSummary,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: {
    availableIqd: iqdDinars(1_250_000),
    availableInUsd: usdCents(95_420),
    frozenIqd: iqdDinars(1_500_000),
    freezes: [
      {
        id: 'f1',
        amount: iqdDinars(500_000),
        days: 7,
        bonus: iqdDinars(2_500),
        endsAt: new Date('2026-03-08T10:00:00Z'),
      },
      {
        id: 'f2',
        amount: iqdDinars(1_000_000),
        days: 15,
        bonus: iqdDinars(20_000),
        endsAt: new Date('2026-03-16T10:00:00Z'),
      },
    ],
  },
  render: (args, { globals }) => {
    return (
      <WalletSummary
        {...args}
        actions={
          <>
            <Button size="sm">{paymentSample(globals, 'topUp')}</Button>
            <Button size="sm" variant="secondary">
              {paymentSample(globals, 'freezeAmount')}
            </Button>
          </>
        }
      />
    );
  },
} satisfies Meta<typeof WalletSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFreezes: Story = {
  name: 'Balance, frozen amount and two freezes',
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(text(globals, 'title'));
    await expect(canvasElement.querySelector('[data-figure="available"]')).toHaveTextContent(
      formatIqd(iqdDinars(1_250_000), resolveLocale(globals.locale)).replace(/\s+/g, ' '),
    );
    await expect(canvasElement.querySelector('[data-figure="availableInUsd"]')).toHaveTextContent('$954.20');
    await expect(canvas.getByRole('list', { name: text(globals, 'freezes') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-03-08T10:00:00.000Z');
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const NothingFrozen: Story = {
  name: 'Nothing frozen, dollars held, no rate yet',
  args: { frozenIqd: iqdDinars(0), freezes: [], availableInUsd: null, heldUsd: usdCents(4_250) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvasElement.querySelector('[data-figure="availableInUsd"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-figure="heldUsd"]')).toHaveTextContent('$42.50');
  },
};

export const Loading: Story = {
  name: 'Loading: placeholders',
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-figure]')).toBeNull();
  },
};
