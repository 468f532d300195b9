import { formatIqd, formatUsd, iqdDinars, parseIqdPerUsd, resolveLocale, usdCents } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { StageAmount } from './StageAmount';
import { stageAmountMessages } from './StageAmount.messages';

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: keyof (typeof stageAmountMessages)['en']) =>
  uiText(globals, stageAmountMessages, key);

const RATE = parseIqdPerUsd(1310)!;

const meta = {
  title: 'Payment/StageAmount',
  component: StageAmount,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { stage: 1, amount: usdCents(123_456), rate: RATE },
} satisfies Meta<typeof StageAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStage: Story = {
  name: 'Stage 1: goods and China freight, USD first',
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(text(globals, 'stage1'));
    const usd = canvasElement.querySelector('[data-currency="USD"]');
    await expect(usd).toHaveTextContent(formatUsd(usdCents(123_456)));
    await expect(usd?.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    // $1,234.56 at 1,310 dinars to the dollar, to the nearest dinar.
    await expect(canvasElement.querySelector('[data-currency="IQD"]')).toHaveTextContent(
      formatIqd(iqdDinars(1_617_274), resolveLocale(globals.locale)).replace(/\s+/g, ' '),
    );
    await expect(canvasElement.querySelector('[data-rate]')).toHaveTextContent('$1.00');
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const SecondStageInDinars: Story = {
  name: 'Stage 2: the second-stage fee, paid in dinars at the server’s figure',
  args: { stage: 2, amount: usdCents(38_900), payIn: 'IQD', amountIqd: iqdDinars(509_590) },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(text(globals, 'stage2'));
    const amounts = [...canvasElement.querySelectorAll('dd[data-currency]')].map((dd) =>
      dd.getAttribute('data-currency'),
    );
    await expect(amounts).toEqual(['IQD', 'USD']);
    await expect(canvasElement.querySelector('[data-currency="IQD"]')).toHaveTextContent(
      formatIqd(iqdDinars(509_590), resolveLocale(globals.locale)).replace(/\s+/g, ' '),
    );
  },
};
