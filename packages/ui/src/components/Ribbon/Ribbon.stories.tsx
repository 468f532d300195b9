import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { Ribbon, RIBBON_TONES } from './Ribbon';

/** A stand-in product photo: a grey tile with a round robot, as an SVG address. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f1f3f4"/><circle cx="100" cy="110" r="56" fill="#50555b"/><circle cx="100" cy="110" r="18" fill="#c9ccd1"/></svg>',
)}`;

const meta = {
  title: 'Storefront/Ribbon',
  component: Ribbon,
  args: { label: '', tone: 'primary', children: null },
  argTypes: { tone: { control: 'inline-radio', options: RIBBON_TONES } },
  render: (args, { globals }) => (
    <Ribbon {...args} label={sampleText(globals, 'hot')}>
      <img src={PHOTO} width={200} height={200} alt={sampleText(globals, 'productPhoto')} />
    </Ribbon>
  ),
} satisfies Meta<typeof Ribbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAProductPhoto: Story = {
  play: async ({ canvas, globals }) => {
    const photo = canvas
      .getByRole('img', { name: sampleText(globals, 'productPhoto') })
      .getBoundingClientRect();
    const ribbon = canvas.getByText(sampleText(globals, 'hot')).getBoundingClientRect();
    // On the top inline-start corner: the right edge in Arabic, the left edge in English.
    const rtl = directionOf(resolveLocale(globals.locale)) === 'rtl';
    await expect(rtl ? ribbon.right : ribbon.left).toBeCloseTo(rtl ? photo.right : photo.left, 0);
    await expect(ribbon.top).toBeGreaterThan(photo.top);
    await expect(ribbon.top - photo.top).toBeLessThan(photo.height / 4);
  },
};

export const Tones: Story = {
  render: (_args, { globals }) => (
    <Row>
      {RIBBON_TONES.map((tone) => (
        <Ribbon key={tone} tone={tone} label={sampleText(globals, tone === 'info' ? 'new' : 'hot')}>
          <img src={PHOTO} width={120} height={120} alt={sampleText(globals, 'productPhoto')} />
        </Ribbon>
      ))}
    </Row>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('img', { name: sampleText(globals, 'productPhoto') })).toHaveLength(
      RIBBON_TONES.length,
    );
    // The ribbon comes after the picture in the reading order.
    const [first] = canvas.getAllByRole('img');
    await expect(first?.nextElementSibling?.textContent).toBe(sampleText(globals, 'hot'));
  },
};
