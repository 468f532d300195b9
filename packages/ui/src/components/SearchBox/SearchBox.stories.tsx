import { IMAGE_SEARCH_MAX_SIDE_PX } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { tokens } from '../../theme/tokens';
import { sampleText } from '../../stories/sampleText';
import { domainText, uiText } from '../../stories/uiText';
import { SearchBox } from './SearchBox';
import { searchBoxMessages, type SearchBoxMessageKey } from './SearchBox.messages';

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: SearchBoxMessageKey) => uiText(globals, searchBoxMessages, key);

function hotWords(globals: Globals): string[] {
  return [
    sampleText(globals, 'hotWordPhoneCase'),
    sampleText(globals, 'hotWordAbaya'),
    sampleText(globals, 'hotWordAirFryer'),
    sampleText(globals, 'hotWordSneakers'),
    sampleText(globals, 'hotWordCurtains'),
  ];
}

/** A PNG of `width` x `height` drawn in the browser, as a buyer's photo would arrive. */
async function generatedImage(width: number, height: number, type = 'image/png', name = 'photo.png') {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = tokens.color.info;
  context.fillRect(0, 0, width, height);
  context.fillStyle = tokens.color.primary[500];
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], name, { type });
}

const meta = {
  title: 'Header/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onImageSearch: fn() },
  render: (args, { globals }) => <SearchBox {...args} hotWords={hotWords(globals)} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TrimsAndSearches: Story = {
  name: 'Trims the text; Enter and the button search',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('searchbox', { name: text(globals, 'label') });
    const lamp = sampleText(globals, 'productDeskLamp');
    await userEvent.type(input, `  ${lamp}  {Enter}`);
    await expect(args.onSearch).toHaveBeenLastCalledWith(lamp);
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'search') }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await expect(args.onSearch).toHaveBeenLastCalledWith(lamp);
  },
};

export const EmptyWarning: Story = {
  name: 'Empty or blank text warns instead of searching',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('searchbox', { name: text(globals, 'label') });
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(domainText(globals, 'search.text.empty'));
    await expect(input).toHaveAccessibleDescription(domainText(globals, 'search.text.empty'));
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'search') }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const HotWords: Story = {
  name: 'Hot words on focus, first three highlighted; choosing one searches it',
  parameters: { screenshotTarget: 'body' },
  play: async ({ canvas, args, globals }) => {
    const words = hotWords(globals);
    await expect(canvas.queryByText(text(globals, 'hotSearches'))).toBeNull();
    const input = canvas.getByRole('searchbox', { name: text(globals, 'label') });
    await userEvent.click(input);
    const panel = await canvas.findByRole('group', { name: text(globals, 'hotSearches') });
    await expect(panel).toBeVisible();
    const buttons = words.map((word) => canvas.getByRole('button', { name: word }));
    await expect(buttons.map((button) => button.hasAttribute('data-highlighted'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    await userEvent.click(buttons[3]!);
    await expect(args.onSearch).toHaveBeenLastCalledWith(words[3]);
    await expect(input).toHaveValue(words[3]);
    await expect(canvas.queryByRole('group', { name: text(globals, 'hotSearches') })).toBeNull();
    // Escape closes the panel; focus opens it again, for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'search') }));
    await userEvent.click(input);
    await canvas.findByRole('group', { name: text(globals, 'hotSearches') });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: text(globals, 'hotSearches') })).toBeNull();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await canvas.findByRole('group', { name: text(globals, 'hotSearches') });
  },
};

/** Checks the blob sent to `onImageSearch`: JPEG, longer side 800 px, aspect kept. */
async function expectDownscaledJpeg(onImageSearch: unknown, width: number, height: number) {
  const mock = onImageSearch as ReturnType<typeof fn>;
  await waitFor(() => expect(mock).toHaveBeenCalledOnce(), { timeout: 5000 });
  const blob = mock.mock.calls[0]![0] as Blob;
  await expect(blob.type).toBe('image/jpeg');
  const bitmap = await createImageBitmap(blob);
  await expect([bitmap.width, bitmap.height]).toEqual([width, height]);
}

export const ImageUpload: Story = {
  name: 'Image upload: downscaled to 800 px and re-encoded as JPEG',
  play: async ({ canvasElement, args }) => {
    const file = await generatedImage(1600, 1000);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input.accept.split(',')).toEqual(['image/jpeg', 'image/png', 'image/jpg']);
    await userEvent.upload(input, file);
    await expectDownscaledJpeg(args.onImageSearch, IMAGE_SEARCH_MAX_SIDE_PX, 500);
  },
};

export const ImagePaste: Story = {
  name: 'Image paste: a copied picture searches by image',
  play: async ({ canvas, args, globals }) => {
    const file = await generatedImage(600, 1200);
    const input = canvas.getByRole('searchbox', { name: text(globals, 'label') });
    input.focus();
    const clipboardData = new DataTransfer();
    clipboardData.items.add(file);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    await expectDownscaledJpeg(args.onImageSearch, 400, IMAGE_SEARCH_MAX_SIDE_PX);
    await expect(input).toHaveValue('');
  },
};

export const WrongImageFormat: Story = {
  name: 'Image of another format: a format warning',
  play: async ({ canvasElement, canvas, args, globals }) => {
    const gif = await generatedImage(100, 100, 'image/gif', 'animation.gif');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker's filter can be switched off by the buyer: the box checks the type itself.
    await userEvent.setup({ applyAccept: false }).upload(input, gif);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      domainText(globals, 'upload.imageSearch.unsupportedType'),
    );
    await expect(args.onImageSearch).not.toHaveBeenCalled();
  },
};

export const WithoutImageSearch: Story = {
  name: 'Image search off: no camera, a pasted picture does nothing',
  args: { imageSearch: false },
  play: async ({ canvasElement, canvas, args, globals }) => {
    await expect(canvas.queryByRole('button', { name: text(globals, 'searchByImage') })).toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    const input = canvas.getByRole('searchbox', { name: text(globals, 'label') });
    input.focus();
    const clipboardData = new DataTransfer();
    clipboardData.items.add(await generatedImage(600, 1200));
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onImageSearch).not.toHaveBeenCalled();
    // Text search works as before; Tab goes from the box straight to the search button.
    const lamp = sampleText(globals, 'productDeskLamp');
    await userEvent.type(input, `${lamp}{Enter}`);
    await expect(args.onSearch).toHaveBeenLastCalledWith(lamp);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text(globals, 'search') })).toHaveFocus();
    // The screenshot shows the box at rest.
    await userEvent.clear(input);
    input.blur();
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  render: (args, { globals }) => (
    <AllLocales>{() => <SearchBox {...args} hotWords={hotWords(globals)} />}</AllLocales>
  ),
};
