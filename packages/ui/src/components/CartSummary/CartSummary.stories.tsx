import { formatUsd, MINIMUM_ORDER, parseIqdPerUsd, usdCents, type IqdPerUsd } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainText, uiText } from '../../stories/uiText';
import { CartSummary } from './CartSummary';
import { cartSummaryMessages } from './CartSummary.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof cartSummaryMessages)['en'],
  values?: Record<string, number>,
) => uiText(globals, cartSummaryMessages, key, values);

const rate = parseIqdPerUsd(1310) as IqdPerUsd;

const meta = {
  title: 'Storefront/CartSummary',
  component: CartSummary,
  parameters: { screenshotViewport: 'phone', screenshotTarget: 'viewport', layout: 'fullscreen' },
  args: {
    selectedCount: 3,
    total: usdCents(4550),
    onConfirm: fn(),
    selectAll: { isSelected: false, isIndeterminate: true, onChange: fn() },
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Ready to order: total, count and "Confirm order" at the bottom of a phone',
  play: async ({ canvas, args, globals }) => {
    const bar = canvas.getByRole('region', { name: text(globals, 'label') });
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(bar).toHaveTextContent(formatUsd(usdCents(4550)));
    await expect(bar).toHaveTextContent(text(globals, 'selected', { count: 3 }));
    const selectAll = canvas.getByRole('checkbox', { name: text(globals, 'selectAll') });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(args.selectAll?.onChange).toHaveBeenCalledWith(true);
    const confirm = canvas.getByRole('button', { name: text(globals, 'confirm') });
    await expect(confirm.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const BelowMinimumOrder: Story = {
  name: 'Below the minimum order: the domain message, the action disabled',
  args: { selectedCount: 1, total: usdCents(MINIMUM_ORDER - 550) },
  play: async ({ canvas, globals }) => {
    const message = domainText(globals, 'cart.belowMinimumOrder');
    await expect(canvas.getByText(message)).toBeVisible();
    const confirm = canvas.getByRole('button', { name: text(globals, 'confirm') });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(message);
  },
};

export const NothingSelected: Story = {
  name: 'Nothing chosen',
  args: {
    selectedCount: 0,
    total: usdCents(0),
    selectAll: { isSelected: false, isIndeterminate: false, onChange: fn() },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(domainText(globals, 'cart.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(globals, 'confirm') })).toBeDisabled();
  },
};

export const MixedBatchNotMet: Story = {
  name: "The caller's problem: a supplier's mixed-batch rule",
  args: { problem: 'cart.mixedBatch.notMet', selectAll: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(domainText(globals, 'cart.mixedBatch.notMet'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(globals, 'confirm') })).toBeDisabled();
  },
};

export const InDinarsOnADesktop: Story = {
  name: 'In IQD, in the page on a wide screen',
  args: { currency: 'IQD', rate },
  parameters: { screenshotViewport: 'desktop', screenshotTarget: undefined, layout: 'padded' },
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('region', { name: text(globals, 'label') });
    await expect(getComputedStyle(bar).position).toBe('static');
    await expect(bar.textContent).not.toContain('$');
  },
};
