import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { sprinkles } from '../../theme';
import { Skeleton, SkeletonGroup } from './Skeleton';

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', inlineSize: '100%' });

const meta = {
  title: 'Primitives/Skeleton',
  component: SkeletonGroup,
  parameters: { layout: 'padded' },
  args: { isLoading: true, placeholder: null },
  render: (args, { globals }) => (
    <SkeletonGroup
      {...args}
      placeholder={
        <div className={column}>
          <Row>
            <Skeleton shape="circle" size="lg" />
            <Skeleton shape="circle" size="md" />
            <Skeleton shape="circle" size="sm" />
          </Row>
          <Skeleton shape="text" lines={3} />
          <Skeleton shape="rect" aspectRatio="4 / 1" />
        </div>
      }
    >
      <p>{sampleText(globals, 'emailHint')}</p>
    </SkeletonGroup>
  ),
} satisfies Meta<typeof SkeletonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    const region = canvasElement.querySelector('[aria-busy="true"]');
    await expect(region).not.toBeNull();
    // Screen readers hear "Loading" and nothing of the grey blocks.
    await expect(canvas.getByText(uiText(globals, commonMessages, 'loading'))).toBeInTheDocument();
    // The blocks themselves are hidden from them.
    const hidden = region?.querySelectorAll('[aria-hidden="true"]') ?? [];
    await expect(hidden).toHaveLength(5);
    // Three text lines, the last one shorter.
    const lines = [...(region?.querySelectorAll('[aria-hidden="true"] > span') ?? [])];
    await expect(lines).toHaveLength(3);
    await expect(lines[2]?.getBoundingClientRect().width).toBeLessThan(
      lines[0]?.getBoundingClientRect().width ?? 0,
    );
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion: no shimmer',
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-busy="true"] [aria-hidden="true"]');
    if (!block) throw new Error('a skeleton block is rendered');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(block).animationName === 'none').toBe(reduced);
  },
};

export const Still: Story = {
  name: 'Still: no sweep',
  render: () => (
    <SkeletonGroup
      isLoading
      placeholder={
        <Row>
          <Skeleton still shape="circle" size="md" />
          <Skeleton still shape="rect" aspectRatio="3 / 1" />
        </Row>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const blocks = [...canvasElement.querySelectorAll('[aria-busy="true"] [aria-hidden="true"]')];
    await expect(blocks).toHaveLength(2);
    // The grey blocks stay, without the band that sweeps across a loading one.
    for (const block of blocks) {
      await expect(getComputedStyle(block).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      await expect(getComputedStyle(block, '::after').display).toBe('none');
    }
  },
};

export const Loaded: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement, canvas, globals }) => {
    await expect(canvasElement.querySelector('[aria-busy="false"]')).not.toBeNull();
    await expect(canvas.getByText(sampleText(globals, 'emailHint'))).toBeVisible();
    await expect(canvas.queryByText(uiText(globals, commonMessages, 'loading'))).toBeNull();
  },
};
