import {
  IMAGE_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_MAX_BYTES,
  MEGABYTE,
  QUOTE_ATTACHMENT_EXTENSIONS,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_MAX_COUNT,
  TRANSFER_VOUCHER_FILES,
} from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import type { MessageValues } from '../../i18n';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { FileUpload, isolate } from './FileUpload';
import { fileUploadMessages } from './FileUpload.messages';

const MB = MEGABYTE;

/** The spec's limits (sections 5 and 9), as the app passes them from `@tijara/domain`. */
const IMAGE_TYPES = IMAGE_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`);
const QUOTE_TYPES = QUOTE_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`);

type MessageKey = keyof (typeof fileUploadMessages)['en'];

/** A small square PNG of one colour, drawn on a canvas, as the picker would hand it over. */
async function pngFile(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('a 2D canvas is available');
  context.fillStyle = colour;
  context.fillRect(0, 0, 48, 48);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas encodes a PNG');
  return new File([blob], name, { type: 'image/png' });
}

function documentFile(name: string, type: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * Drops files on an element the way a browser does: drag enter, drag over, drop. A DataTransfer
 * made by a script has no file-system entries (`webkitGetAsEntry()` answers null, where a real
 * drop answers a file entry), so the entry is supplied for the length of the drop.
 */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const { x, y } = target.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: x + 10, clientY: y + 10 };
  const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false }),
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, init));
  } finally {
    if (entry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
  }
}

/** The names of the files the last `onChange` passed on (a `File` has no fields to compare by). */
function lastNames(onChange: unknown): string[] | undefined {
  return (onChange as Mock<(files: File[]) => void>).mock.lastCall?.[0].map((file) => file.name);
}

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the file picker is rendered');
  return input;
}

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  parameters: { layout: 'padded' },
  args: { label: '', acceptedTypes: IMAGE_TYPES, maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, onChange: fn() },
  render: (args, { globals }) => <FileUpload {...args} label={sampleText(globals, 'productImages')} />,
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductImages: Story = {
  name: 'Image upload: previews of the chosen images',
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvas.getByRole('group', { name: sampleText(globals, 'productImages') })).toBeVisible();
    // The limits are spelled out under the zone, with the size in Latin digits.
    await expect(
      canvas.getByText(uiText(globals, fileUploadMessages, 'maxSizeHint', { max: isolate('10 MB') })),
    ).toBeVisible();
    const files = [await pngFile('shoe-red.png', '#d0392c'), await pngFile('shoe-blue.png', '#1967d2')];
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(lastNames(args.onChange)).toEqual(['shoe-red.png', 'shoe-blue.png']);
    const list = canvas.getByRole('list', { name: uiText(globals, fileUploadMessages, 'chosenFiles') });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await waitFor(() => expect(list.querySelectorAll('img[src^="blob:"]')).toHaveLength(2));
    await expect(
      canvas.getByRole('button', {
        name: uiText(globals, fileUploadMessages, 'remove', { name: isolate('shoe-red.png') }),
      }),
    ).toBeVisible();
  },
};

export const RefusedFiles: Story = {
  name: 'Quote attachments: each refused file says why',
  args: {
    acceptedTypes: QUOTE_TYPES,
    maxFileBytes: QUOTE_ATTACHMENT_MAX_BYTES,
    maxFiles: QUOTE_ATTACHMENT_MAX_COUNT,
  },
  render: (args, { globals }) => (
    <FileUpload
      {...args}
      label={sampleText(globals, 'quoteAttachments')}
      description={sampleText(globals, 'quoteAttachmentsHint')}
    />
  ),
  play: async ({ canvas, args, globals }) => {
    const text = (key: MessageKey, values: MessageValues = {}) =>
      uiText(globals, fileUploadMessages, key, values);
    const zone = canvas.getByText(text('dropHere')).parentElement;
    if (!zone) throw new Error('the drop zone is rendered');
    dropFiles(zone, [
      documentFile('catalogue.pdf', 'application/pdf', 6 * MB),
      documentFile('setup.exe', 'application/x-msdownload'),
      documentFile('offer.pdf', 'application/pdf'),
      documentFile('list.xlsx', ''),
      documentFile('spec.docx', ''),
      documentFile('extra.pdf', 'application/pdf'),
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(lastNames(args.onChange)).toEqual(['offer.pdf', 'list.xlsx', 'spec.docx']);
    await expect(
      canvas.getByText(text('tooLarge', { name: isolate('catalogue.pdf'), max: isolate('5 MB') })),
    ).toBeVisible();
    await expect(canvas.getByText(text('unsupportedType', { name: isolate('setup.exe') }))).toBeVisible();
    await expect(canvas.getByText(text('tooMany', { name: isolate('extra.pdf'), max: 3 }))).toBeVisible();
    await expect(canvas.getByRole('list', { name: text('chosenFiles') }).querySelectorAll('li')).toHaveLength(
      3,
    );
  },
};

export const RefusedFromPicker: Story = {
  name: 'Image upload: a file picked with "All files" is refused',
  play: async ({ canvas, canvasElement, args, globals }) => {
    // The picker filters by type, but the buyer can switch it to "All files": the check still runs.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [
      documentFile('clip.webp', 'image/webp'),
      await pngFile('shoe.png', '#d0392c'),
    ]);
    await expect(lastNames(args.onChange)).toEqual(['shoe.png']);
    await expect(
      canvas.getByText(
        uiText(globals, fileUploadMessages, 'unsupportedType', { name: isolate('clip.webp') }),
      ),
    ).toBeVisible();
  },
};

export const RemoveWithKeyboard: Story = {
  name: 'Keyboard: choose, then remove files',
  args: { maxFiles: TRANSFER_VOUCHER_FILES.max },
  render: (args, { globals }) => <FileUpload {...args} label={sampleText(globals, 'transferVoucher')} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const text = (key: 'chooseFiles' | 'remove', name = '') =>
      uiText(globals, fileUploadMessages, key, { name: isolate(name) });
    const choose = canvas.getByRole('button', { name: text('chooseFiles') });
    // Tab reaches the drop zone (which takes pasted files), then the choose button.
    await userEvent.tab();
    await expect(choose.closest('[data-focus-visible]')).not.toBeNull();
    await userEvent.tab();
    await expect(choose).toHaveFocus();

    const first = await pngFile('voucher-1.png', '#188038');
    const second = await pngFile('voucher-2.png', '#b06000');
    await userEvent.upload(fileInput(canvasElement), [first, second]);
    await expect(lastNames(args.onChange)).toEqual(['voucher-1.png', 'voucher-2.png']);

    const removeFirst = canvas.getByRole('button', { name: text('remove', 'voucher-1.png') });
    removeFirst.focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastNames(args.onChange)).toEqual(['voucher-2.png']);
    await expect(canvas.queryByRole('button', { name: text('remove', 'voucher-1.png') })).toBeNull();
    // Focus moves to the file that took its place, then back to the choose button.
    const removeSecond = canvas.getByRole('button', { name: text('remove', 'voucher-2.png') });
    await waitFor(() => expect(removeSecond).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(lastNames(args.onChange)).toEqual([]);
    await expect(canvas.queryByRole('list')).toBeNull();
    await waitFor(() => expect(choose).toHaveFocus());
  },
};

export const OneFile: Story = {
  name: 'One file at most',
  args: { maxFiles: 1 },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const choose = canvas.getByRole('button', { name: uiText(globals, fileUploadMessages, 'chooseFile') });
    await expect(choose).toBeVisible();
    await expect(fileInput(canvasElement)).not.toHaveAttribute('multiple');
    await userEvent.upload(fileInput(canvasElement), await pngFile('logo.png', '#50555b'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(
      canvas.getByText(uiText(globals, fileUploadMessages, 'maxFilesHint', { max: 1 })),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: uiText(globals, fileUploadMessages, 'chooseFiles') }),
    ).toBeDisabled();
  },
};
