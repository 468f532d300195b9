import { formatUsd, ORDER_STATUS, usdCents } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleText, type SampleKey } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { cartSample, placeholderPicture } from '../CartLine/CartLine.samples';
import { orderStatusBadgeMessages } from '../OrderStatusBadge/OrderStatusBadge.messages';
import { OrderCard, type OrderCardItem } from './OrderCard';
import { orderCardMessages } from './OrderCard.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof orderCardMessages)['en'],
  values?: Record<string, number>,
) => uiText(globals, orderCardMessages, key, values);

const ORDER_NO = 'TJ2503017K4Q9';
const NAMES: readonly SampleKey[] = [
  'productDeskLamp',
  'productPhoneCharger',
  'productKettle',
  'productBackpack',
  'productHeadphones',
  'cleaningRobot',
];

function items(globals: Globals, count: number): OrderCardItem[] {
  return NAMES.slice(0, count).map((key, index) => ({
    name: sampleText(globals, key),
    image: placeholderPicture((index * 61) % 360),
  }));
}

async function picturesLoaded(root: HTMLElement) {
  for (const img of root.querySelectorAll('img')) {
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  }
}

const meta = {
  title: 'Storefront/OrderCard',
  component: OrderCard,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: {
    orderNo: ORDER_NO,
    orderedAt: new Date('2025-03-01T07:30:00Z'),
    status: ORDER_STATUS.WAIT_BUYER_PAY,
    items: [],
    total: usdCents(8730),
    href: '#order-TJ2503017K4Q9',
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPay = fn();

export const AwaitingPayment: Story = {
  name: 'Awaiting payment: several lines, the actions given',
  render: (args, { globals }) => (
    <OrderCard
      {...args}
      items={items(globals, 6)}
      actions={
        <>
          <Button variant="secondary" size="sm">
            {cartSample(globals, 'cancelHowTo')}
          </Button>
          <Button size="sm" onPress={onPay}>
            {cartSample(globals, 'pay')}
          </Button>
        </>
      }
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await picturesLoaded(canvasElement);
    const card = canvas.getByRole('article');
    const link = within(card).getByRole('link', { name: `${text(globals, 'orderNo')} ${ORDER_NO}` });
    await expect(link).toHaveAttribute('href', '#order-TJ2503017K4Q9');
    await expect(link.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(card).toHaveTextContent(uiText(globals, orderStatusBadgeMessages, 'WAIT_BUYER_PAY'));
    // Four pictures, named, and the rest counted.
    await expect(card.querySelectorAll('img')).toHaveLength(4);
    await expect(
      within(card).getByRole('img', { name: sampleText(globals, 'productDeskLamp') }),
    ).toBeVisible();
    await expect(card).toHaveTextContent(text(globals, 'more', { count: 2 }));
    await expect(card).toHaveTextContent(text(globals, 'products', { count: 6 }));
    await expect(card).toHaveTextContent(formatUsd(usdCents(8730)));
    const time = card.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2025-03-01T07:30:00.000Z');
    await expect(time?.textContent).not.toMatch(/[\u0660-\u0669]/);
    await userEvent.click(within(card).getByRole('button', { name: cartSample(globals, 'pay') }));
    await expect(onPay).toHaveBeenCalled();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const OneLine: Story = {
  name: 'One line: its name beside the picture',
  args: { status: ORDER_STATUS.SEA_SHIPPING, total: usdCents(2500) },
  render: (args, { globals }) => <OrderCard {...args} items={items(globals, 1)} />,
  play: async ({ canvas, canvasElement, globals }) => {
    await picturesLoaded(canvasElement);
    await expect(canvas.getByText(sampleText(globals, 'productDeskLamp'))).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const ToConfirm: Story = {
  name: 'Handed over: "Confirm receipt"',
  args: { status: ORDER_STATUS.WAIT_BUYER_RECEIVER, orderedAt: new Date('2025-02-11T21:30:00Z') },
  render: (args, { globals }) => (
    <OrderCard
      {...args}
      items={items(globals, 3)}
      actions={<Button size="sm">{cartSample(globals, 'confirmReceipt')}</Button>}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await picturesLoaded(canvasElement);
    await expect(canvas.getByRole('group', { name: text(globals, 'actions') })).toBeVisible();
    // Dates are Baghdad's: 21:30 UTC on 11 February is 12 February there.
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/12/);
  },
};

export const Cancelled: Story = {
  args: { status: ORDER_STATUS.CANCEL },
  render: (args, { globals }) => <OrderCard {...args} items={items(globals, 2)} />,
  play: async ({ canvasElement, globals }) => {
    await picturesLoaded(canvasElement);
    await expect(canvasElement).toHaveTextContent(uiText(globals, orderStatusBadgeMessages, 'CANCEL'));
  },
};
