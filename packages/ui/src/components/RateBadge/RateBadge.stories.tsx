import { formatRate, parseIqdPerUsd, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { RateBadge } from './RateBadge';
import { rateBadgeMessages } from './RateBadge.messages';

const rate = parseIqdPerUsd(1310);
if (rate === null) throw new Error('1310 is a valid rate');

const meta = {
  title: 'Header/RateBadge',
  component: RateBadge,
  args: { rate, isLoading: false },
  argTypes: { rate: { control: { type: 'number', min: 1 } } },
} satisfies Meta<typeof RateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const badge = canvas.getByText(uiText(globals, rateBadgeMessages, 'label')).closest('p');
    const { usd, iqd } = formatRate(rate, resolveLocale(globals.locale));
    await expect(badge?.textContent).toContain(`${usd} = ${iqd}`);
  },
};

export const Loading: Story = {
  args: { rate: undefined, isLoading: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', { name: uiText(globals, rateBadgeMessages, 'loading') }),
    ).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { rate: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(uiText(globals, rateBadgeMessages, 'unavailable'))).toBeVisible();
  },
};
