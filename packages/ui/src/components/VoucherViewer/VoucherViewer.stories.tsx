import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { uiText } from '../../stories/uiText';
import { VoucherViewer, type VoucherViewerProps } from './VoucherViewer';
import { voucherViewerMessages } from './VoucherViewer.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof voucherViewerMessages)['en'],
  values?: Record<string, number | string>,
) => uiText(globals, voucherViewerMessages, key, values);

/** A receipt-like picture drawn on a canvas (no outside source), as an object URL. */
async function receipt(hue: number): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 320;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('a 2D canvas is available');
  context.fillStyle = `hsl(${hue} 40% 94%)`;
  context.fillRect(0, 0, 240, 320);
  context.fillStyle = `hsl(${hue} 30% 35%)`;
  context.fillRect(24, 24, 120, 16);
  for (let line = 0; line < 10; line++) context.fillRect(24, 64 + line * 22, 192 - (line % 3) * 40, 8);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas encodes a PNG');
  return URL.createObjectURL(blob);
}

/** The viewer with its choice of voucher kept in state, as the review screen keeps it. */
function Stateful({
  pictures,
  ...props
}: Partial<VoucherViewerProps> & { pictures: (string | undefined)[] }) {
  const [index, setIndex] = useState(0);
  return (
    <VoucherViewer
      {...props}
      count={pictures.length}
      index={index}
      src={pictures[index]}
      onIndexChange={(next) => {
        props.onIndexChange?.(next);
        setIndex(next);
      }}
    />
  );
}

const meta = {
  title: 'Payment/VoucherViewer',
  component: VoucherViewer,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { count: 2, index: 0, src: undefined, onIndexChange: fn() },
} satisfies Meta<typeof VoucherViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoVouchers: Story = {
  name: 'Two vouchers: keyboard zoom, then the second',
  loaders: [async () => ({ pictures: [await receipt(30), await receipt(200)] })],
  render: (args, { loaded }) => <Stateful {...args} pictures={loaded.pictures as string[]} />,
  play: async ({ canvas, args, globals }) => {
    const frame = canvas.getByRole('group', {
      name: text(globals, 'frame', {
        number: 1,
        count: 2,
        zoom: canvas.getByRole('status').textContent ?? '',
      }),
    });
    const picture = await canvas.findByRole('img', { name: text(globals, 'alt', { number: 1 }) });
    await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
    frame.focus();
    await userEvent.keyboard('++');
    await expect(picture.style.inlineSize).toBe('200%');
    await userEvent.keyboard('-');
    await expect(picture.style.inlineSize).toBe('150%');
    await userEvent.keyboard('0');
    await expect(picture.style.inlineSize).toBe('100%');
    await userEvent.click(
      canvas.getByRole('button', { name: text(globals, 'number', { number: 2, count: 2 }) }),
    );
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(await canvas.findByRole('img', { name: text(globals, 'alt', { number: 2 }) })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const Zoomed: Story = {
  name: 'One voucher, zoomed in with the buttons',
  loaders: [async () => ({ pictures: [await receipt(120)] })],
  render: (args, { loaded }) => <Stateful {...args} pictures={loaded.pictures as string[]} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    const picture = await canvas.findByRole('img', { name: text(globals, 'alt', { number: 1 }) });
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'zoomIn') }));
    await expect(picture.style.inlineSize).toBe('150%');
    await expect(canvas.getByRole('button', { name: text(globals, 'zoomOut') })).toBeEnabled();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { count: 3, status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text(globals, 'loading'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Failed',
  args: { count: 1, status: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text(globals, 'failed'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
