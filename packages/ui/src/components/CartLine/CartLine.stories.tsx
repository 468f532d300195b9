import { formatUsd, lineTotal, parseIqdPerUsd, usdCents, type IqdPerUsd } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { domainText, uiText } from '../../stories/uiText';
import { quantityStepperMessages } from '../QuantityStepper/QuantityStepper.messages';
import { CartLine, type CartLineProps } from './CartLine';
import { cartLineMessages } from './CartLine.messages';
import { cartSample, placeholderPicture } from './CartLine.samples';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof cartLineMessages)['en'],
  values?: Record<string, string | number>,
) => uiText(globals, cartLineMessages, key, values);

const UNIT_PRICE = usdCents(1250);
const rate = parseIqdPerUsd(1310) as IqdPerUsd;

/** The line as a cart screen keeps it: the quantity and the choice follow the buyer's changes. */
function StatefulLine(props: CartLineProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  const [isSelected, setSelected] = useState(props.isSelected);
  return (
    <CartLine
      {...props}
      quantity={quantity}
      isSelected={isSelected}
      onQuantityChange={(value) => {
        setQuantity(value);
        props.onQuantityChange(value);
      }}
      onSelectionChange={(value) => {
        setSelected(value);
        props.onSelectionChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/CartLine',
  component: CartLine,
  parameters: { screenshotViewport: 'phone', layout: 'fullscreen' },
  args: {
    name: '',
    href: '#product-1',
    image: placeholderPicture(30),
    unitPrice: UNIT_PRICE,
    quantity: 2,
    limits: { stock: 20 },
    isSelected: true,
    onSelectionChange: fn(),
    onQuantityChange: fn(),
    onDelete: fn(),
  },
  render: (args, { globals }) => (
    <StatefulLine
      {...args}
      name={sampleText(globals, 'productDeskLamp')}
      variantText={cartSample(globals, 'variantLamp')}
    />
  ),
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pictureLoaded(root: HTMLElement) {
  const img = root.querySelector('img');
  if (img) await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
}

export const Default: Story = {
  name: 'A line on a 360 px phone: select, step, delete',
  play: async ({ canvas, canvasElement, args, globals }) => {
    await pictureLoaded(canvasElement);
    const name = sampleText(globals, 'productDeskLamp');
    await expect(canvas.getByRole('group', { name })).toBeVisible();
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '#product-1');
    await expect(canvasElement).toHaveTextContent(
      formatUsd(lineTotal({ quantity: 2, unitPrice: UNIT_PRICE })),
    );

    const increase = canvas.getByRole('button', {
      name: `${uiText(globals, quantityStepperMessages, 'increase')} ${text(globals, 'quantityOf', { name })}`,
    });
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await expect(canvasElement).toHaveTextContent(
      formatUsd(lineTotal({ quantity: 3, unitPrice: UNIT_PRICE })),
    );

    const select = canvas.getByRole('checkbox', { name: text(globals, 'select', { name }) });
    await expect(select).toBeChecked();
    await userEvent.click(select);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(select);

    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'deleteOf', { name }) }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // Nothing is wider than the phone, in either direction.
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const PriceAndStockChanged: Story = {
  name: 'Price and stock changed since it was added',
  args: { previousUnitPrice: usdCents(1100), stockChanged: true, limits: { stock: 4 } },
  play: async ({ canvasElement, globals }) => {
    await pictureLoaded(canvasElement);
    await expect(canvasElement).toHaveTextContent(text(globals, 'priceChanged', { previous: '$11.00' }));
    await expect(canvasElement).toHaveTextContent(text(globals, 'stockChanged', { count: 4 }));
  },
};

export const QuantityRefused: Story = {
  name: 'A typed quantity above the stock: the domain message',
  args: { limits: { stock: 5 } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await pictureLoaded(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(5);
    await expect(
      canvas.getByText(domainText(globals, 'cart.quantity.aboveStock', { stock: 5 })),
    ).toBeVisible();
  },
};

export const OutOfStock: Story = {
  name: 'Sold out: cannot be chosen or changed, only deleted',
  args: { limits: { stock: 0 }, isSelected: false },
  play: async ({ canvas, canvasElement, globals }) => {
    await pictureLoaded(canvasElement);
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvasElement).toHaveTextContent(text(globals, 'outOfStock'));
    await expect(canvas.getByRole('button', { name: new RegExp(text(globals, 'delete')) })).toBeEnabled();
  },
};

export const Unavailable: Story = {
  name: 'No longer sold',
  args: { isUnavailable: true, image: undefined },
  render: (args, { globals }) => <StatefulLine {...args} name={sampleText(globals, 'productLongName')} />,
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(canvasElement).toHaveTextContent(text(globals, 'unavailable'));
  },
};

export const InDinars: Story = {
  name: 'Prices in IQD at the rate',
  args: { currency: 'IQD', rate, image: placeholderPicture(200) },
  render: (args, { globals }) => (
    <StatefulLine
      {...args}
      name={sampleText(globals, 'productPhoneCharger')}
      variantText={cartSample(globals, 'variantCharger')}
    />
  ),
  play: async ({ canvasElement }) => {
    await pictureLoaded(canvasElement);
    await expect(canvasElement.textContent).not.toContain('$');
  },
};
