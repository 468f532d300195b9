import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, type Mock } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { PromptDialog } from './PromptDialog';

const meta = {
  title: 'Primitives/PromptDialog',
  component: PromptDialog,
  // The dialog is portalled out of the story's root: the screenshot takes the whole page.
  parameters: { screenshotTarget: 'body' },
  args: { title: '', label: '', onSubmit: fn() },
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button variant="secondary">{sampleText(globals, 'newGroup')}</Button>
      <PromptDialog
        {...args}
        title={sampleText(globals, 'newGroup')}
        label={sampleText(globals, 'groupName')}
        validate={(value) => {
          // The caller's rule (here: a name, and not one the buyer already has), in the buyer's language.
          const name = value.trim();
          if (name === '') return sampleText(globals, 'groupNameRequired');
          if (name === sampleText(globals, 'groupNameExample')) {
            return sampleText(globals, 'groupNameTaken');
          }
          return null;
        }}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof PromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * react-aria announces a button's busy state through its live announcer, pointing at the button by
 * id. Once the dialog has closed, that announcement points at nothing until it expires (7 s) and
 * axe reports it; a story that ends closed after a busy button waits for it to expire, so that axe
 * checks the page as it settles.
 */
async function busyAnnouncementsExpired() {
  await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), {
    timeout: 8000,
  });
}

export const EnterSubmits: Story = {
  name: 'Keyboard: type, Enter submits, focus returns to the trigger',
  play: async ({ canvas, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'newGroup') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const input = await screen.findByRole('textbox', { name: sampleText(globals, 'groupName') });
    // Focus moves into the dialog, straight to the field.
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard(sampleText(globals, 'homeAppliances'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(sampleText(globals, 'homeAppliances'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Invalid: Story = {
  name: 'Validation: the message shows under the field, the text is kept',
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'newGroup') }));
    const input = await screen.findByRole('textbox', { name: sampleText(globals, 'groupName') });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: uiText(globals, commonMessages, 'confirm') }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'groupNameRequired'));

    // Typing clears the message; the next submit checks again.
    await userEvent.type(input, sampleText(globals, 'groupNameExample'));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAccessibleDescription(sampleText(globals, 'groupNameTaken'));
    await expect(input).toHaveValue(sampleText(globals, 'groupNameExample'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const Cancel: Story = {
  name: 'Cancel closes without submitting',
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'newGroup') }));
    const input = await screen.findByRole('textbox', { name: sampleText(globals, 'groupName') });
    await userEvent.type(input, sampleText(globals, 'homeAppliances'));
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, commonMessages, 'cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitWaitsForThePromise: Story = {
  name: 'onSubmit returns a promise: loading, kept open with the text when it fails',
  play: async ({ canvas, args, globals }) => {
    const onSubmit = args.onSubmit as Mock<(value: string) => Promise<void>>;
    let fail = (_error: Error) => {};
    onSubmit.mockImplementationOnce(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'newGroup') }));
    const input = await screen.findByRole('textbox', { name: sampleText(globals, 'groupName') });
    await userEvent.type(input, `${sampleText(globals, 'homeAppliances')}{Enter}`);
    const dialog = screen.getByRole('dialog');
    await expect(
      await screen.findByRole('progressbar', { name: uiText(globals, commonMessages, 'loading') }),
    ).toBeInTheDocument();
    // While it runs, Escape does not close the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();

    fail(new Error('network'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(input).toHaveValue(sampleText(globals, 'homeAppliances'));

    // The second try succeeds (the spy's default): the dialog closes.
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, commonMessages, 'confirm') }));
    await expect(onSubmit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await busyAnnouncementsExpired();
  },
};
