import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainText, uiText } from '../../stories/uiText';
import { Link } from '../Link';
import { paymentSample } from './Payment.samples';
import { PaymentResult } from './PaymentResult';
import { paymentResultMessages } from './PaymentResult.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof paymentResultMessages)['en'],
  values?: Record<string, string | number>,
) => uiText(globals, paymentResultMessages, key, values);

const meta = {
  title: 'Payment/PaymentResult',
  component: PaymentResult,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { state: 'processing', onRepay: fn() },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  name: 'Processing: under review, about 15 minutes',
  args: { submittedAt: new Date('2026-03-01T09:50:00Z') },
  render: (args, { globals }) => (
    <PaymentResult {...args} orderLink={<Link href="#order">{paymentSample(globals, 'viewOrder')}</Link>} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(globals, 'processingTitle'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'processingBody', { minutes: 15 }),
    );
    await expect(canvasElement.querySelector('[data-expected-at]')).toHaveAttribute(
      'data-expected-at',
      '2026-03-01T10:05:00.000Z',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const Failed: Story = {
  name: 'Failed: the reason, pay again',
  args: { state: 'failed', rejectReason: 'notReceived' },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(globals, 'failedTitle'));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      domainText(globals, 'paymentStage.reject.notReceived'),
    );
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'repay') }));
    await expect(args.onRepay).toHaveBeenCalledOnce();
  },
};

export const FailedByProvider: Story = {
  name: 'Failed: a reason of the caller’s, repay pending',
  args: { state: 'failed', isRepayPending: true },
  render: (args, { globals }) => <PaymentResult {...args} reason={paymentSample(globals, 'rejectReason')} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(paymentSample(globals, 'rejectReason'));
  },
};

export const Success: Story = {
  name: 'Success: the link to the order',
  args: { state: 'success' },
  render: (args, { globals }) => (
    <PaymentResult {...args} orderLink={<Link href="#order">{paymentSample(globals, 'viewOrder')}</Link>} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(globals, 'successTitle'));
    await expect(canvas.getByRole('link', { name: paymentSample(globals, 'viewOrder') })).toHaveAttribute(
      'href',
      '#order',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
