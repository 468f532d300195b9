import { usdCents } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { Button } from '../Button';
import { NumberField } from '../NumberField';
import { PriceDisplay } from '../PriceDisplay';
import { StickyActionBar, type StickyActionBarProps } from './StickyActionBar';

/** The story's props: the bar's, and the spy "Add to cart" presses. */
type StoryProps = StickyActionBarProps & { onAdd: () => void };

const meta = {
  title: 'Shell/StickyActionBar',
  component: StickyActionBar,
  parameters: { screenshotViewport: 'phone', screenshotTarget: 'viewport', layout: 'fullscreen' },
  args: { children: null, sticky: 'phone', onAdd: fn() },
  render: (args, { globals }) => (
    <StickyActionBar
      sticky={args.sticky}
      aria-label={sampleText(globals, 'buyNow')}
      summary={<PriceDisplay price={usdCents(1299)} currency="USD" />}
    >
      <NumberField aria-label={sampleText(globals, 'quantity')} defaultValue={2} />
      <Button onPress={args.onAdd}>{sampleText(globals, 'addToCart')}</Button>
    </StickyActionBar>
  ),
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductOnAPhone: Story = {
  name: 'A product on a phone: price, quantity and "Add to cart" at the bottom edge',
  play: async ({ canvas, globals, args }) => {
    const bar = canvas.getByRole('region', { name: sampleText(globals, 'buyNow') });
    const box = bar.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    // Nothing in it is cut off or wider than the window (360 px, either direction).
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
    const add = canvas.getByRole('button', { name: sampleText(globals, 'addToCart') });
    const addBox = add.getBoundingClientRect();
    await expect(addBox.left >= 0 && addBox.right <= window.innerWidth).toBe(true);
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const InFlowOnWideScreens: Story = {
  name: 'sticky="phone" on a wide screen: part of the page, not fixed',
  parameters: { screenshotViewport: 'desktop' },
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('region', { name: sampleText(globals, 'buyNow') });
    await expect(getComputedStyle(bar).position).toBe('static');
  },
};

export const AlwaysSticky: Story = {
  name: 'sticky="always" (the cart, checkout): fixed at every width',
  args: { sticky: 'always' },
  parameters: { screenshotViewport: 'desktop' },
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('region', { name: sampleText(globals, 'buyNow') });
    await expect(getComputedStyle(bar).position).toBe('fixed');
  },
};
