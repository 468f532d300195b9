import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleText } from '../../stories/sampleText';
import { sprinkles } from '../../theme';
import { PRODUCT_GRID_LAYOUT } from '../ProductCard';
import { Grid } from './Grid';

const cell = sprinkles({ padding: 'md', backgroundColor: 'surfaceSunken', textAlign: 'center' });

/** The number of columns the grid lays out now (the story runs 800 px wide: a tablet). */
const columnCount = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  args: { columns: PRODUCT_GRID_LAYOUT.columns, gap: PRODUCT_GRID_LAYOUT.gap },
  // The page's width, as in a page: a centred story would shrink the grid to its content.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductRows: Story = {
  name: "Product rows: 2 columns on a phone, 3 on a tablet, 5 on a desktop (the product grid's layout)",
  render: (args, { globals }) => (
    <Grid {...args} as="ul" aria-label={sampleText(globals, 'searchResults')}>
      {Array.from({ length: 10 }, (_, index) => (
        <li key={index} className={cell}>
          {index + 1}
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: sampleText(globals, 'searchResults') });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(columnCount(list)).toBe(3);
    // The first cell sits at the inline start: on the right in Arabic, on the left in English.
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().x);
    const rightToLeft = getComputedStyle(list).direction === 'rtl';
    await expect(rightToLeft ? first! > second! : first! < second!).toBe(true);
  },
};

export const FormColumns: Story = {
  name: 'Form columns: one on a phone, two from a tablet',
  args: { columns: { base: 1, tablet: 2 }, gap: 'lg' },
  render: (args, { globals }) => (
    <Grid {...args}>
      <div className={cell}>{sampleText(globals, 'firstName')}</div>
      <div className={cell}>{sampleText(globals, 'email')}</div>
      <div className={cell}>{sampleText(globals, 'password')}</div>
    </Grid>
  ),
  play: async ({ canvas, globals }) => {
    const grid = canvas.getByText(sampleText(globals, 'firstName')).parentElement!;
    await expect(columnCount(grid)).toBe(2);
    await expect(getComputedStyle(grid).columnGap).toBe('16px');
  },
};
