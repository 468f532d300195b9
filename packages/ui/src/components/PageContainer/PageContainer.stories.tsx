import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { sprinkles } from '../../theme';
import { PageContainer } from './PageContainer';

const content = sprinkles({ padding: 'md', backgroundColor: 'surface' });

const meta = {
  title: 'Primitives/PageContainer',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <div className={sprinkles({ backgroundColor: 'surfaceSunken', paddingBlock: 'lg' })}>
      <PageContainer {...args} as="section" aria-label={sampleText(globals, 'searchResults')}>
        <p className={content}>{sampleText(globals, 'emailHint')}</p>
      </PageContainer>
    </div>
  ),
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  name: "Page: the screen's width on a phone, at most 1200 px, centred, with the page's gutters",
  play: async ({ canvas, globals }) => {
    const column = canvas.getByRole('region', { name: sampleText(globals, 'searchResults') });
    const style = getComputedStyle(column);
    await expect(style.maxInlineSize).toBe('1200px');
    // The story runs 800 px wide (a tablet): 16 px gutters on both sides, in either direction.
    await expect([style.paddingInlineStart, style.paddingInlineEnd]).toEqual(['16px', '16px']);
    await expect(column.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  },
};

export const Narrow: Story = {
  name: 'Narrow: one column of forms (sign-in), centred',
  args: { width: 'narrow' },
  play: async ({ canvas, globals }) => {
    const column = canvas.getByRole('region', { name: sampleText(globals, 'searchResults') });
    const box = column.getBoundingClientRect();
    await expect(box.width).toBe(448);
    // Centred: as much space before it as after it.
    const after = document.documentElement.clientWidth - (box.x + box.width);
    await expect(Math.abs(box.x - after)).toBeLessThan(1);
  },
};

export const WithoutGutter: Story = {
  name: 'Without gutter: inside a box that has its own',
  args: { gutter: false },
  play: async ({ canvas, globals }) => {
    const column = canvas.getByRole('region', { name: sampleText(globals, 'searchResults') });
    await expect(getComputedStyle(column).paddingInlineStart).toBe('0px');
  },
};
