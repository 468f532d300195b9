import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InboxIcon, MapPinIcon, PlusIcon } from '../../icons';
import { sampleText } from '../../stories/sampleText';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const addAddress = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: '' },
  render: (args, { globals }) => (
    <EmptyState
      {...args}
      illustration={<MapPinIcon />}
      title={sampleText(globals, 'noAddressTitle')}
      description={sampleText(globals, 'noAddressText')}
      action={
        <Button onPress={addAddress}>
          <PlusIcon />
          {sampleText(globals, 'addAddress')}
        </Button>
      }
    />
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAddress: Story = {
  play: async ({ canvas, globals }) => {
    addAddress.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 2, name: sampleText(globals, 'noAddressTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(sampleText(globals, 'noAddressText'))).toBeVisible();
    await userEvent.tab();
    const action = canvas.getByRole('button', { name: sampleText(globals, 'addAddress') });
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addAddress).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  name: 'Title only: no information on this brand',
  render: (args, { globals }) => (
    <EmptyState
      {...args}
      illustration={<InboxIcon />}
      headingLevel={3}
      title={sampleText(globals, 'noBrandInfo')}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: sampleText(globals, 'noBrandInfo') }),
    ).toBeVisible();
    // The picture is decorative and there is nothing to press.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
