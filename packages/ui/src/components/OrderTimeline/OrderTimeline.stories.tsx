import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUS, RECEIVING_WAY } from '@tijara/domain';
import { expect, within } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { OrderTimeline, type OrderTimelineProps } from './OrderTimeline';
import { orderTimelineMessages } from './OrderTimeline.messages';
import type { OrderTimelineStep } from './steps';

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: keyof (typeof orderTimelineMessages)['en']) =>
  uiText(globals, orderTimelineMessages, key);

const DATES: Partial<Record<OrderTimelineStep, Date>> = {
  paid: new Date('2025-03-01T07:30:00Z'),
  purchased: new Date('2025-03-01T12:00:00Z'),
  chinaShipping: new Date('2025-03-02T09:15:00Z'),
  warehouseInspection: new Date('2025-03-04T06:00:00Z'),
  secondStageFee: new Date('2025-03-05T10:45:00Z'),
  seaShipping: new Date('2025-03-07T03:00:00Z'),
};

const TRACKING_NO = 'YT2503021234567';

function events(globals: Globals): OrderTimelineProps['events'] {
  return [
    {
      step: 'chinaShipping',
      at: new Date('2025-03-02T09:15:00Z'),
      description: sampleText(globals, 'eventChinaPickedUp'),
      trackingNo: TRACKING_NO,
    },
    {
      step: 'warehouseInspection',
      at: new Date('2025-03-04T06:00:00Z'),
      description: sampleText(globals, 'eventChinaArrived'),
    },
    {
      step: 'seaShipping',
      at: new Date('2025-03-07T03:00:00Z'),
      description: sampleText(globals, 'eventSeaDeparted'),
      trackingNo: 'MSKU 7654321',
    },
  ];
}

const meta = {
  title: 'Storefront/OrderTimeline',
  component: OrderTimeline,
  args: { status: ORDER_STATUS.SEA_SHIPPING, dates: DATES },
  render: (args, { globals }) => <OrderTimeline events={events(globals)} {...args} />,
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

function currentStep(root: HTMLElement) {
  const current = root.querySelectorAll('[aria-current="step"]');
  return current;
}

async function expectCurrent(root: HTMLElement, label: string) {
  const current = currentStep(root);
  await expect(current).toHaveLength(1);
  await expect(current[0]).toHaveTextContent(label);
}

export const SeaShipping: Story = {
  name: 'Sea shipping: current step, dates and tracking numbers',
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('list', { name: text(globals, 'label') });
    await expect(list.tagName).toBe('OL');
    await expectCurrent(canvasElement, text(globals, 'seaShipping'));
    // Every step of the flow is listed, none hidden.
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(9);
    for (const item of list.querySelectorAll(':scope > li')) await expect(item).toBeVisible();
    // Dates in Latin digits in every locale.
    const times = canvasElement.querySelectorAll('time');
    await expect(times.length).toBeGreaterThan(0);
    for (const time of times) await expect(time.textContent).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    await expect(times[0]).toHaveAttribute('datetime', '2025-03-01T07:30:00.000Z');
    const tracking = within(canvasElement).getByText(TRACKING_NO);
    await expect(tracking.tagName).toBe('BDI');
    await expect(tracking).toHaveAttribute('dir', 'ltr');
  },
};

export const AwaitingPayment: Story = {
  name: 'Awaiting payment: the first step is current',
  args: { status: ORDER_STATUS.WAIT_BUYER_PAY, dates: {} },
  render: (args) => <OrderTimeline {...args} />,
  play: async ({ canvasElement, globals }) => {
    await expectCurrent(canvasElement, text(globals, 'paid'));
  },
};

export const InspectionInChina: Story = {
  name: 'Shipped in China: inspection at the China warehouse is current',
  args: { status: ORDER_STATUS.CHINA_SHIPPING },
  play: async ({ canvasElement, globals }) => {
    await expectCurrent(canvasElement, text(globals, 'warehouseInspection'));
  },
};

export const AtWarehousePickup: Story = {
  name: 'At the Baghdad warehouse, self pickup',
  args: {
    status: ORDER_STATUS.TO_WAREHOUSE,
    receivingWay: RECEIVING_WAY.selfPickup,
    dates: { ...DATES, arrivedBaghdad: new Date('2025-04-10T08:00:00Z') },
  },
  play: async ({ canvasElement, globals }) => {
    await expectCurrent(canvasElement, text(globals, 'arrivedBaghdad'));
    await expect(canvasElement).toHaveTextContent(text(globals, 'handOverPickup'));
  },
};

export const OutForDelivery: Story = {
  name: 'Delivery to the address under way',
  args: {
    status: ORDER_STATUS.WAIT_BUYER_RECEIVER,
    receivingWay: RECEIVING_WAY.specifiedAddress,
    dates: {
      ...DATES,
      arrivedBaghdad: new Date('2025-04-10T08:00:00Z'),
      handOver: new Date('2025-04-11T08:00:00Z'),
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expectCurrent(canvasElement, text(globals, 'handOverDelivery'));
  },
};

export const Completed: Story = {
  name: 'Completed: every step done',
  args: {
    status: ORDER_STATUS.SUCCESS,
    receivingWay: RECEIVING_WAY.selfPickup,
    dates: {
      ...DATES,
      arrivedBaghdad: new Date('2025-04-10T08:00:00Z'),
      handOver: new Date('2025-04-11T08:00:00Z'),
      completed: new Date('2025-04-18T08:00:00Z'),
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expectCurrent(canvasElement, text(globals, 'completed'));
    await expect(canvasElement).not.toHaveTextContent(`(${text(globals, 'upcoming')})`);
  },
};

export const Cancelled: Story = {
  name: 'Cancelled after payment',
  args: {
    status: ORDER_STATUS.CANCEL,
    endedAfter: 'paid',
    endedAt: new Date('2025-03-01T10:00:00Z'),
    dates: { paid: DATES.paid },
  },
  render: (args) => <OrderTimeline {...args} />,
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
    await expectCurrent(canvasElement, text(globals, 'cancelled'));
  },
};

export const Terminated: Story = {
  name: 'Terminated during sea shipping',
  args: {
    status: ORDER_STATUS.TERMINATED,
    endedAfter: 'seaShipping',
    endedAt: new Date('2025-03-20T10:00:00Z'),
  },
  play: async ({ canvasElement, globals }) => {
    await expectCurrent(canvasElement, text(globals, 'terminated'));
    await expect(canvasElement).not.toHaveTextContent(text(globals, 'arrivedBaghdad'));
  },
};

export const AllLocalesStory: Story = {
  name: 'All locales',
  render: (args) => (
    <AllLocales>
      {(locale) => (
        <OrderTimeline
          {...args}
          events={events({ locale })}
          status={ORDER_STATUS.LOGISTICS_PAYMENT}
          dates={{ paid: DATES.paid, purchased: DATES.purchased }}
        />
      )}
    </AllLocales>
  ),
};
