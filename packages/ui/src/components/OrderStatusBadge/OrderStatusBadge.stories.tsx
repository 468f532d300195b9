import { ORDER_STATUS, ORDER_STATUSES, orderStatusName } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { Row } from '../../stories/Row';
import { uiText } from '../../stories/uiText';
import { OrderStatusBadge, orderStatusTone } from './OrderStatusBadge';
import { orderStatusBadgeMessages } from './OrderStatusBadge.messages';

const meta = {
  title: 'Storefront/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: ORDER_STATUS.WAIT_BUYER_PAY },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = {
  name: 'Awaiting payment',
  play: async ({ canvas, globals }) => {
    const badge = canvas.getByText(uiText(globals, orderStatusBadgeMessages, 'WAIT_BUYER_PAY'));
    await expect(badge).toHaveAttribute('data-status', String(ORDER_STATUS.WAIT_BUYER_PAY));
  },
};

export const EveryStatus: Story = {
  name: 'Every status, named and toned',
  parameters: { layout: 'padded' },
  render: () => (
    <Row>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </Row>
  ),
  play: async ({ canvas, globals }) => {
    const names = new Set<string>();
    for (const status of ORDER_STATUSES) {
      const name = uiText(globals, orderStatusBadgeMessages, orderStatusName(status));
      names.add(name);
      await expect(canvas.getByText(name)).toHaveAttribute('data-status', String(status));
    }
    // No two statuses share a name: the colour is never the only difference.
    await expect(names.size).toBe(ORDER_STATUSES.length);
    await expect(orderStatusTone(ORDER_STATUS.TERMINATED)).toBe('danger');
  },
};

export const AllLocalesStory: Story = {
  name: 'All locales',
  render: () => (
    <AllLocales>
      {() => (
        <Row>
          {[
            ORDER_STATUS.WAIT_BUYER_PAY,
            ORDER_STATUS.SEA_SHIPPING,
            ORDER_STATUS.SUCCESS,
            ORDER_STATUS.CANCEL,
          ].map((status) => (
            <OrderStatusBadge key={status} status={status} />
          ))}
        </Row>
      )}
    </AllLocales>
  ),
};
