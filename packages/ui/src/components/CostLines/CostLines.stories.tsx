import { estimateLandedCost, parseIqdPerUsd, usdCents, type IqdPerUsd } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { cartSample } from '../CartLine/CartLine.samples';
import { CostLines } from './CostLines';
import { costLinesMessages } from './CostLines.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof costLinesMessages)['en'],
  values?: Record<string, number>,
) => uiText(globals, costLinesMessages, key, values);

const rate = parseIqdPerUsd(1310) as IqdPerUsd;

/** The confirm-order screen's costs: the landed-cost rule's estimate of a sea shipment. */
const estimate = estimateLandedCost({
  goods: usdCents(4550),
  chinaFreight: usdCents(600),
  mode: 'sea',
  shipment: { grossWeightKg: 12, volumeCm3: 80_000 },
  tariff: { seaPerCubicMetre: usdCents(18_000), airPerKg: usdCents(900) },
  insuranceRateBasisPoints: 100,
});

const meta = {
  title: 'Storefront/CostLines',
  component: CostLines,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: {
    lines: [
      { kind: 'goodsPrice', amount: estimate.goods },
      { kind: 'chinaFreight', amount: estimate.chinaFreight },
      { kind: 'seaFreight', amount: estimate.internationalFreight, isEstimate: true },
      { kind: 'insurance', amount: estimate.insurance, isEstimate: true },
    ],
    total: estimate.total,
    isTotalEstimate: true,
  },
} satisfies Meta<typeof CostLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmOrderEstimate: Story = {
  name: 'Confirming an order: estimated second-stage lines marked',
  play: async ({ canvas, canvasElement, globals }) => {
    const table = canvas.getByRole('table', { name: text(globals, 'caption') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const freight = table.querySelector('[data-kind="seaFreight"] th');
    await expect(freight).toHaveTextContent(`${text(globals, 'seaFreight')} ${text(globals, 'estimate')}`);
    const goods = within(table).getByRole('rowheader', { name: text(globals, 'goodsPrice') });
    await expect(goods).not.toHaveTextContent(text(globals, 'estimate'));
    await expect(canvasElement).toHaveTextContent(text(globals, 'estimateNote'));
    // USD reads left to right in Arabic too.
    const total = table.querySelector('tfoot bdi');
    await expect(total).toHaveAttribute('dir', 'ltr');
    await expect(total?.textContent).toMatch(/^\$\d/);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const OrderAtTheWarehouse: Story = {
  name: 'An order at the warehouse: charged lines, storage per day, free days',
  args: {
    caption: undefined,
    lines: [
      { kind: 'goodsPrice', amount: usdCents(4550) },
      { kind: 'chinaFreight', amount: usdCents(600) },
      { kind: 'secondStageFee', amount: usdCents(2130) },
      { kind: 'warehouseStoragePerDay', amount: usdCents(100) },
      { kind: 'warehouseOverstayFee', amount: usdCents(300) },
    ],
    total: usdCents(7580),
    isTotalEstimate: false,
    freeStorageDays: 7,
  },
  render: (args, { globals }) => <CostLines {...args} caption={cartSample(globals, 'orderCosts')} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const table = canvas.getByRole('table', { name: cartSample(globals, 'orderCosts') });
    await expect(table).toHaveTextContent(text(globals, 'days', { days: 7 }));
    await expect(table).toHaveTextContent('$75.80');
    await expect(canvasElement).not.toHaveTextContent(text(globals, 'estimateNote'));
    await expect(table.querySelector('[data-estimate]')).toBeNull();
  },
};

export const InDinars: Story = {
  name: 'In IQD at the rate',
  args: { currency: 'IQD', rate },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').textContent).not.toContain('$');
  },
};
