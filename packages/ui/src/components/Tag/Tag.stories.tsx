import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckIcon } from '../../icons';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { Tag, TAG_TONES } from './Tag';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { tone: 'primary', children: '' },
  argTypes: { tone: { control: 'inline-radio', options: TAG_TONES } },
  render: (args, { globals }) => <Tag {...args}>{sampleText(globals, 'wholesale')}</Tag>,
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const chip = canvas.getByText(sampleText(globals, 'wholesale'));
    // A label, not a control: nothing to tab to.
    await expect(chip.tagName).toBe('SPAN');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Tones: Story = {
  render: (_args, { globals }) => (
    <Row>
      {TAG_TONES.map((tone) => (
        <Tag key={tone} tone={tone}>
          {sampleText(globals, 'freeShipping')}
        </Tag>
      ))}
    </Row>
  ),
  play: async ({ canvas, globals }) => {
    const chips = canvas.getAllByText(sampleText(globals, 'freeShipping'));
    await expect(chips).toHaveLength(TAG_TONES.length);
    const colours = new Set(chips.map((chip) => getComputedStyle(chip).color));
    await expect(colours.size).toBe(TAG_TONES.length);
  },
};

export const WithIcon: Story = {
  render: (_args, { globals }) => (
    <Row>
      <Tag tone="success" icon={<CheckIcon />}>
        {sampleText(globals, 'inStock')}
      </Tag>
      <Tag tone="danger">{sampleText(globals, 'soldOut')}</Tag>
    </Row>
  ),
  play: async ({ canvas, globals }) => {
    const chip = canvas.getByText(sampleText(globals, 'inStock'));
    // The icon is decorative: the chip reads as its text only.
    await expect(chip.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await expect(chip.textContent).toBe(sampleText(globals, 'inStock'));
  },
};
