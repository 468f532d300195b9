import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Row } from '../../stories/Row';
import { CountryFlag, DRAWN_FLAGS } from './CountryFlag';

const meta = {
  title: 'Primitives/CountryFlag',
  component: CountryFlag,
  args: { code: 'IQ' },
} satisfies Meta<typeof CountryFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneLoginCountries: Story = {
  render: () => (
    <Row>
      {DRAWN_FLAGS.map((code) => (
        <CountryFlag key={code} code={code} />
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology, the country's name goes next to it.
    const flags = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(flags).toHaveLength(3);
  },
};
