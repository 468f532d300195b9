import {
  countValues,
  parseIqdPerUsd,
  resolveLocale,
  usdCents,
  type IqdPerUsd,
  type ProductVariant,
} from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { formatPrice } from '../PriceDisplay';
import { SkuSelector } from './SkuSelector';
import { skuSelectorMessages } from './SkuSelector.messages';

type Globals = Record<string, unknown>;

/** A colour swatch as the supplier's SKU picture. */
const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="1" y="1" width="30" height="30" rx="4" fill="${fill}" stroke="#9aa0a6"/></svg>`,
  )}`;

const colours = [
  ['colourWhite', '#ffffff'],
  ['colourBlack', '#202124'],
  ['colourBlue', '#1a73e8'],
] as const;

/**
 * A fast charger in three colours and three powers. White 65 W, black 20 W and every blue are out
 * of stock; white 30 W has a promotion price.
 */
const stockTable: Record<string, [stock: number, cents: number, promotion?: number]> = {
  'colourWhite/20W': [120, 450],
  'colourWhite/30W': [80, 650, 590],
  'colourWhite/65W': [0, 1290],
  'colourBlack/20W': [0, 450],
  'colourBlack/30W': [35, 650],
  'colourBlack/65W': [12, 1290],
  'colourBlue/20W': [0, 450],
  'colourBlue/30W': [0, 650],
  'colourBlue/65W': [0, 1290],
};

function charger(globals: Globals): ProductVariant[] {
  return colours.flatMap(([colour, fill]) =>
    ['20W', '30W', '65W'].map((power) => {
      const [stock, cents, promotion] = stockTable[`${colour}/${power}`]!;
      return {
        skuId: `${colour}-${power}`,
        stock,
        price: usdCents(cents),
        promotionPrice: promotion === undefined ? undefined : usdCents(promotion),
        attributes: [
          {
            name: sampleText(globals, 'attrColour'),
            value: sampleText(globals, colour),
            skuImageUrl: swatch(fill),
          },
          { name: sampleText(globals, 'attrPower'), value: power },
        ],
      };
    }),
  );
}

const meta = {
  title: 'Storefront/SkuSelector',
  component: SkuSelector,
  args: { variants: [], onChange: fn() },
  parameters: { layout: 'padded' },
  render: (args, { globals }) => <SkuSelector {...args} variants={charger(globals)} />,
} satisfies Meta<typeof SkuSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const group = (canvas: Canvas, globals: Globals, key: 'attrColour' | 'attrPower') =>
  canvas.getByRole('radiogroup', { name: sampleText(globals, key) });
const radio = (canvas: Canvas, globals: Globals, key: 'attrColour' | 'attrPower', name: string) =>
  within(group(canvas, globals, key)).getByRole('radio', { name });
const colour = (canvas: Canvas, globals: Globals, key: (typeof colours)[number][0]) =>
  radio(canvas, globals, 'attrColour', sampleText(globals, key));
const power = (canvas: Canvas, globals: Globals, watts: string) => radio(canvas, globals, 'attrPower', watts);
const stockText = (globals: Globals, count: number) =>
  uiText(globals, skuSelectorMessages, 'inStock', countValues(count, resolveLocale(globals.locale)));

export const InitialSelection: Story = {
  name: 'Initial selection: the first variant in stock, its price and stock',
  play: async ({ canvas, globals }) => {
    await expect(colour(canvas, globals, 'colourWhite')).toBeChecked();
    await expect(power(canvas, globals, '20W')).toBeChecked();
    await expect(canvas.getByTestId('sku-price')).toHaveTextContent('$4.50');
    await expect(canvas.getByText(stockText(globals, 120))).toBeVisible();
    // With white: 65 W is out of stock; with 20 W: black and blue are.
    await expect(power(canvas, globals, '65W')).toBeDisabled();
    await expect(colour(canvas, globals, 'colourBlack')).toBeDisabled();
    await expect(colour(canvas, globals, 'colourBlue')).toBeDisabled();
    await expect(power(canvas, globals, '30W')).toBeEnabled();
  },
};

export const ChooseByKeyboard: Story = {
  name: 'Keyboard: a choice re-enables and disables values, shows stock and price',
  play: async ({ canvas, globals, args }) => {
    // Tab reaches the checked colour, then the checked power; the arrows choose.
    await userEvent.tab();
    await expect(colour(canvas, globals, 'colourWhite')).toHaveFocus();
    await userEvent.tab();
    await expect(power(canvas, globals, '20W')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(power(canvas, globals, '30W')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ skuId: 'colourWhite-30W' }),
      expect.anything(),
    );
    // White 30 W: the promotion price beside the struck-through original, 80 in stock.
    await expect(canvas.getByTestId('sku-price')).toHaveTextContent('$5.90');
    await expect(canvas.getByText('$6.50')).toBeVisible();
    await expect(canvas.getByText(stockText(globals, 80))).toBeVisible();
    // Black 30 W is in stock, so black is now enabled.
    await expect(colour(canvas, globals, 'colourBlack')).toBeEnabled();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    await expect(colour(canvas, globals, 'colourBlack')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ skuId: 'colourBlack-30W' }),
      expect.anything(),
    );
    await expect(canvas.getByText(stockText(globals, 35))).toBeVisible();
    await expect(canvas.getByTestId('sku-price')).toHaveTextContent('$6.50');
    // With black: 20 W is out of stock, 65 W is back.
    await expect(power(canvas, globals, '20W')).toBeDisabled();
    await expect(power(canvas, globals, '65W')).toBeEnabled();
    await expect(colour(canvas, globals, 'colourBlue')).toBeDisabled();
  },
};

export const NoChoiceYet: Story = {
  name: 'Before a full choice: the min-max price, then the variant price',
  args: { defaultSelection: {} },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByTestId('sku-price')).toHaveTextContent('$4.50 – $12.90');
    await expect(canvas.getByText(uiText(globals, skuSelectorMessages, 'chooseAll'))).toBeVisible();
    // Blue has no variant in stock at all.
    await expect(colour(canvas, globals, 'colourBlue')).toBeDisabled();
    await userEvent.click(colour(canvas, globals, 'colourBlack'));
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined, expect.anything());
    await expect(canvas.getByTestId('sku-price')).toHaveTextContent('$4.50 – $12.90');
    await userEvent.click(power(canvas, globals, '65W'));
    await expect(canvas.getByTestId('sku-price')).toHaveTextContent('$12.90');
    await expect(canvas.getByText(stockText(globals, 12))).toBeVisible();
  },
};

export const OutOfStock: Story = {
  name: 'Every variant out of stock',
  render: (args, { globals }) => (
    <SkuSelector {...args} variants={charger(globals).map((variant) => ({ ...variant, stock: 0 }))} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(uiText(globals, skuSelectorMessages, 'outOfStock'))).toBeVisible();
    for (const item of canvas.getAllByRole('radio')) await expect(item).toBeDisabled();
  },
};

const rate = parseIqdPerUsd(1310) as IqdPerUsd;

export const InDinars: Story = {
  name: 'In dinars: the price and the struck-through original at the rate',
  args: { currency: 'IQD', rate },
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = resolveLocale(globals.locale);
    const dinars = (cents: number) => formatPrice(usdCents(cents), 'IQD', rate, locale);
    // Compared as text: the formatted amount holds no-break spaces and direction marks.
    const shown = () => canvas.getByTestId('sku-price').textContent;
    await expect(shown()).toBe(dinars(450));
    await userEvent.click(power(canvas, globals, '30W'));
    await expect(shown()).toBe(dinars(590));
    await expect(canvasElement.querySelector('s')?.textContent).toBe(dinars(650));
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  render: (args) => (
    <AllLocales>{(locale) => <SkuSelector {...args} variants={charger({ locale })} />}</AllLocales>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(8);
  },
};
