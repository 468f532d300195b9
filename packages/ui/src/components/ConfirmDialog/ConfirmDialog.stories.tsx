import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, type Mock } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  // The dialog is portalled out of the story's root: the screenshot takes the whole page.
  parameters: { screenshotTarget: 'body' },
  args: { title: '', message: '', onConfirm: fn() },
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button variant="secondary">{sampleText(globals, 'endProcurement')}</Button>
      <ConfirmDialog
        {...args}
        title={sampleText(globals, 'endProcurementTitle')}
        message={sampleText(globals, 'endProcurementText')}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `onConfirm` spy of the story's args, to script what the caller's action does. */
const spyOf = (onConfirm: () => unknown) => onConfirm as Mock<() => Promise<void>>;

/**
 * react-aria announces a button's busy state through its live announcer, pointing at the button by
 * id. Once the dialog has closed, that announcement points at nothing until it expires (7 s) and
 * axe reports it; stories that end closed after a busy button wait for it to expire, so that axe
 * checks the page as it settles.
 */
async function busyAnnouncementsExpired() {
  await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), {
    timeout: 8000,
  });
}

/** Opens the dialog with its trigger and returns it. */
async function open(canvasTrigger: HTMLElement) {
  await userEvent.click(canvasTrigger);
  return screen.findByRole('alertdialog');
}

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const dialog = await open(canvas.getByRole('button', { name: sampleText(globals, 'endProcurement') }));
    // An alert dialog, named by its title and described by its message.
    await expect(dialog).toHaveAccessibleName(sampleText(globals, 'endProcurementTitle'));
    await expect(dialog).toHaveAccessibleDescription(sampleText(globals, 'endProcurementText'));
    // The default button texts are the built-in strings of the locale.
    await expect(
      screen.getByRole('button', { name: uiText(globals, commonMessages, 'cancel') }),
    ).toBeVisible();
    await expect(
      screen.getByRole('button', { name: uiText(globals, commonMessages, 'confirm') }),
    ).toBeVisible();
  },
};

export const Destructive: Story = {
  name: 'Destructive, with its own confirm text',
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button variant="secondary">{sampleText(globals, 'deleteAddress')}</Button>
      <ConfirmDialog
        {...args}
        destructive
        title={sampleText(globals, 'deleteAddressTitle')}
        message={sampleText(globals, 'deleteAddressText')}
        confirmLabel={sampleText(globals, 'remove')}
      />
    </DialogTrigger>
  ),
  play: async ({ canvas, globals }) => {
    await open(canvas.getByRole('button', { name: sampleText(globals, 'deleteAddress') }));
    await expect(screen.getByRole('button', { name: sampleText(globals, 'remove') })).toBeVisible();
    await expect(
      screen.queryByRole('button', { name: uiText(globals, commonMessages, 'confirm') }),
    ).not.toBeInTheDocument();
  },
};

export const Confirm: Story = {
  name: 'Confirm runs onConfirm, closes, and focus returns to the trigger',
  play: async ({ canvas, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'endProcurement') });
    await open(trigger);
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, commonMessages, 'confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Cancel: Story = {
  name: 'Keyboard: Cancel closes without confirming',
  play: async ({ canvas, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'endProcurement') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Close, Cancel: the second Tab stop, pressed with Space.
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      screen.getByRole('button', { name: uiText(globals, commonMessages, 'cancel') }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ConfirmWaitsForThePromise: Story = {
  name: 'onConfirm returns a promise: loading until it resolves, then closes',
  play: async ({ canvas, args, globals }) => {
    let resolve = () => {};
    spyOf(args.onConfirm).mockImplementation(
      () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    );
    const dialog = await open(canvas.getByRole('button', { name: sampleText(globals, 'endProcurement') }));
    const confirm = screen.getByRole('button', { name: uiText(globals, commonMessages, 'confirm') });
    await userEvent.click(confirm);
    await expect(
      await screen.findByRole('progressbar', { name: uiText(globals, commonMessages, 'loading') }),
    ).toBeInTheDocument();
    // While it runs, neither Escape, Cancel nor the close button closes the dialog, and confirm
    // cannot run twice.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(
      screen.getByRole('button', { name: uiText(globals, commonMessages, 'cancel') }),
    ).toBeDisabled();
    await expect(
      screen.getByRole('button', { name: uiText(globals, commonMessages, 'close') }),
    ).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await busyAnnouncementsExpired();
  },
};

export const ConfirmFails: Story = {
  name: 'onConfirm rejects: the dialog stays open for a retry',
  play: async ({ canvas, args, globals }) => {
    spyOf(args.onConfirm).mockRejectedValueOnce(new Error('network'));
    const dialog = await open(canvas.getByRole('button', { name: sampleText(globals, 'endProcurement') }));
    const confirm = screen.getByRole('button', { name: uiText(globals, commonMessages, 'confirm') });
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(confirm).toBeEnabled();
    // The retry succeeds (the spy's default): the dialog closes.
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await busyAnnouncementsExpired();
  },
};
