import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { LoadingBar } from './LoadingBar';
import { loadingBarMessages } from './LoadingBar.messages';

const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  args: { placement: 'inline', value: 40 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: uiText(globals, loadingBarMessages, 'loadingPage') });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    const track = bar.getBoundingClientRect();
    const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(fill.width / track.width).toBeCloseTo(0.4, 2);
    // It fills from the inline start: from the right edge in Arabic, from the left in English.
    if (directionOf(resolveLocale(globals.locale)) === 'rtl') {
      await expect(fill.right).toBeCloseTo(track.right, 0);
    } else {
      await expect(fill.left).toBeCloseTo(track.left, 0);
    }
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, value: undefined },
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: uiText(globals, loadingBarMessages, 'loadingPage') });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const segment = bar.firstElementChild as HTMLElement;
    // Reduced motion (the test browser asks for it): the bar stands still across the whole track.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(segment).animationName === 'none').toBe(reduced);
    if (reduced) {
      await expect(segment.getBoundingClientRect().width).toBeCloseTo(bar.getBoundingClientRect().width, 0);
    }
  },
};

export const NamedByCaller: Story = {
  args: { value: 75 },
  render: (args, { globals }) => <LoadingBar {...args} aria-label={sampleText(globals, 'productImages')} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('progressbar', { name: sampleText(globals, 'productImages') }),
    ).toHaveAttribute('aria-valuenow', '75');
  },
};

export const TopOfPage: Story = {
  args: { placement: 'page', value: 60 },
  parameters: { screenshotTarget: 'body' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar').getBoundingClientRect();
    await expect(bar.top).toBe(0);
    await expect(bar.width).toBe(window.innerWidth);
  },
};
