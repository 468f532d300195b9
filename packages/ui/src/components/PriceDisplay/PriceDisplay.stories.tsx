import { formatIqd, parseIqdPerUsd, resolveLocale, usdCents, usdToIqd, type IqdPerUsd } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { Row } from '../../stories/Row';
import { uiText } from '../../stories/uiText';
import { PRICE_SIZES, PriceDisplay } from './PriceDisplay';
import { priceDisplayMessages } from './PriceDisplay.messages';

const rate = parseIqdPerUsd(1310) as IqdPerUsd;

const meta = {
  title: 'Storefront/PriceDisplay',
  component: PriceDisplay,
  args: { price: usdCents(123456) },
  argTypes: { size: { control: 'inline-radio', options: PRICE_SIZES } },
} satisfies Meta<typeof PriceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usd: Story = {
  name: 'USD: $1,234.56 in every locale',
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector('bdi');
    await expect(amount).toHaveAttribute('dir', 'ltr');
    await expect(amount?.textContent).toBe('$1,234.56');
  },
};

export const Iqd: Story = {
  name: 'IQD: whole dinars at the rate',
  args: { price: usdCents(1550), currency: 'IQD', rate },
  play: async ({ canvasElement, globals }) => {
    const text = canvasElement.querySelector('bdi')?.textContent ?? '';
    await expect(text).toBe(formatIqd(usdToIqd(usdCents(1550), rate), resolveLocale(globals.locale)));
    await expect(text).toContain('20,305');
  },
};

export const Range: Story = {
  name: 'Range: min – max',
  args: { price: { min: usdCents(199), max: usdCents(2450) } },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.textContent).toBe('$1.99 – $24.50');
    await expect(canvasElement.textContent).toContain(
      uiText(globals, priceDisplayMessages, 'range', { min: '$1.99', max: '$24.50' }),
    );
  },
};

export const RangeInIqd: Story = {
  args: { price: { min: usdCents(199), max: usdCents(2450) }, currency: 'IQD', rate },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] bdi')).toHaveLength(2);
  },
};

export const Promotion: Story = {
  name: 'Promotion: struck-through original, read as "was … now …"',
  args: { price: usdCents(950), originalPrice: usdCents(1200), size: 'lg' },
  play: async ({ canvasElement, globals }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck?.textContent).toBe('$12.00');
    await expect(getComputedStyle(struck as Element).textDecorationLine).toBe('line-through');
    await expect(canvasElement.textContent).toContain(
      uiText(globals, priceDisplayMessages, 'promotion', { original: '$12.00', price: '$9.50' }),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {PRICE_SIZES.map((size) => (
        <PriceDisplay key={size} {...args} size={size} />
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = canvasElement.querySelectorAll('bdi');
    await expect(small?.getBoundingClientRect().height).toBeLessThan(
      large?.getBoundingClientRect().height ?? 0,
    );
  },
};

export const Locales: Story = {
  name: 'All locales',
  args: { price: usdCents(950), originalPrice: usdCents(1200) },
  render: (args) => (
    <AllLocales>
      {() => (
        <Row>
          <PriceDisplay {...args} />
          <PriceDisplay price={{ min: usdCents(199), max: usdCents(2450) }} />
          <PriceDisplay price={usdCents(1550)} currency="IQD" rate={rate} />
        </Row>
      )}
    </AllLocales>
  ),
  play: async ({ canvasElement }) => {
    // The same USD text in the four languages.
    const usd = [...canvasElement.querySelectorAll('s bdi')].map((bdi) => bdi.textContent);
    await expect(usd).toEqual(['$12.00', '$12.00', '$12.00', '$12.00']);
  },
};
