import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { domainText, uiText } from '../../stories/uiText';
import { fileUploadMessages } from '../FileUpload/FileUpload.messages';
import { isolate } from '../FileUpload/FileUpload';
import { VoucherUpload } from './VoucherUpload';
import { voucherUploadMessages } from './VoucherUpload.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof voucherUploadMessages)['en'],
  values?: Record<string, number>,
) => uiText(globals, voucherUploadMessages, key, values);

/** A small receipt-like PNG drawn on a canvas, as the picker would hand it over. */
async function receipt(name: string, hue: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('a 2D canvas is available');
  context.fillStyle = `hsl(${hue} 40% 92%)`;
  context.fillRect(0, 0, 48, 64);
  context.fillStyle = `hsl(${hue} 30% 40%)`;
  for (let line = 0; line < 5; line++) context.fillRect(8, 10 + line * 10, 32 - (line % 2) * 10, 4);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas encodes a PNG');
  return new File([blob], name, { type: 'image/png' });
}

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the file picker is rendered');
  return input;
}

function lastNames(onChange: unknown): string[] | undefined {
  return (onChange as Mock<(files: File[]) => void>).mock.lastCall?.[0].map((file) => file.name);
}

const meta = {
  title: 'Payment/VoucherUpload',
  component: VoucherUpload,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { onChange: fn() },
} satisfies Meta<typeof VoucherUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty: the limits said',
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('group', { name: text(globals, 'label') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-count]')).toHaveTextContent(
      text(globals, 'count', { count: 0, max: 5 }),
    );
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const TwoVouchers: Story = {
  name: 'Two vouchers: previews, count, remove',
  play: async ({ canvas, canvasElement, args, globals }) => {
    await userEvent.upload(fileInput(canvasElement), [
      await receipt('receipt-1.png', 30),
      await receipt('receipt-2.png', 200),
    ]);
    await expect(lastNames(args.onChange)).toEqual(['receipt-1.png', 'receipt-2.png']);
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(2));
    await expect(canvasElement.querySelector('[data-count]')).toHaveTextContent(
      text(globals, 'count', { count: 2, max: 5 }),
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: uiText(globals, fileUploadMessages, 'remove', { name: isolate('receipt-1.png') }),
      }),
    );
    await expect(lastNames(args.onChange)).toEqual(['receipt-2.png']);
  },
};

export const TooMany: Story = {
  name: 'Six chosen: the sixth refused',
  play: async ({ canvas, canvasElement, args, globals }) => {
    const files = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) => receipt(`receipt-${index + 1}.png`, index * 50)),
    );
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(lastNames(args.onChange)).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-count]')).toHaveAttribute('data-full');
    await expect(
      canvas.getByText(
        uiText(globals, fileUploadMessages, 'tooMany', { name: isolate('receipt-6.png'), max: 5 }),
      ),
    ).toBeVisible();
  },
};

export const Required: Story = {
  name: 'Sent without a voucher: the domain’s message',
  render: (args, { globals }) => (
    <VoucherUpload {...args} errorMessage={domainText(globals, 'transferVoucher.files.required')} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      domainText(globals, 'transferVoucher.files.required'),
    );
  },
};
