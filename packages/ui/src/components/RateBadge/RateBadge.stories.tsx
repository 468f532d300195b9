import { parseIqdPerUsd } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RateBadge } from './RateBadge';

const rate = parseIqdPerUsd(1310) ?? undefined;

const meta = {
  title: 'Header/RateBadge',
  component: RateBadge,
  args: { rate, isLoading: false },
  argTypes: { rate: { control: { type: 'number', min: 1 } } },
} satisfies Meta<typeof RateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByText('سعر الصرف').closest('p');
    await expect(badge).toHaveTextContent(/\$1\.00 = \u200f?1,310\sد\.ع\./);
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Exchange rate').closest('p');
    await expect(badge).toHaveTextContent(/\$1\.00 = IQD\s1,310/);
  },
};

export const Loading: Story = {
  globals: { locale: 'ar' },
  args: { rate: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'جارٍ تحميل سعر الصرف' })).toBeVisible();
  },
};

export const Unavailable: Story = {
  globals: { locale: 'en' },
  args: { rate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exchange rate unavailable')).toBeVisible();
  },
};
