import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './index';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  // The dialog is portalled out of the story's root: the screenshot takes the whole page.
  parameters: { screenshotTarget: 'body' },
  args: { title: '', children: null },
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button variant="secondary">{sampleText(globals, 'shippingInfo')}</Button>
      <Dialog
        {...args}
        title={sampleText(globals, 'shippingInfo')}
        footer={({ close }) => <Button onPress={close}>{sampleText(globals, 'gotIt')}</Button>}
      >
        <p>{sampleText(globals, 'shippingInfoText')}</p>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element that has focus, for assertions that it is (or is not) inside the dialog. */
const focused = () => document.activeElement;

export const Open: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'shippingInfo') }));
    const dialog = await screen.findByRole('dialog', { name: sampleText(globals, 'shippingInfo') });
    // Focus moves into the dialog as it opens.
    await waitFor(() => expect(dialog).toContainElement(focused() as HTMLElement));
    await expect(
      screen.getByRole('button', { name: uiText(globals, commonMessages, 'close') }),
    ).toBeVisible();
    await expect(screen.getByText(sampleText(globals, 'shippingInfoText'))).toBeVisible();
  },
};

export const KeyboardFocusTrapAndReturn: Story = {
  name: 'Keyboard: focus moves in, is trapped, returns to the trigger on Escape',
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'shippingInfo') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(focused() as HTMLElement));

    const close = screen.getByRole('button', { name: uiText(globals, commonMessages, 'close') });
    const gotIt = screen.getByRole('button', { name: sampleText(globals, 'gotIt') });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(gotIt).toHaveFocus();
    // Past the last control, Tab wraps to the first one instead of leaving the dialog; Shift+Tab back.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(gotIt).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the dialog has finished animating out.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  name: 'The close button closes it and focus returns to the trigger',
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'shippingInfo') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(focused() as HTMLElement));
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, commonMessages, 'close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the dialog has finished animating out.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The backdrop around the dialog: a press there is a press outside. */
function backdropOf(dialog: HTMLElement): HTMLElement {
  const backdrop = dialog.parentElement?.parentElement;
  if (!backdrop) throw new Error('The dialog has no backdrop');
  return backdrop;
}

export const OutsidePressCloses: Story = {
  name: 'A press outside closes it (isDismissable, the default)',
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'shippingInfo') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(backdropOf(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the dialog has finished animating out.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NotDismissable: Story = {
  name: 'isDismissable={false}: a press outside does nothing',
  args: { isDismissable: false },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'shippingInfo') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(backdropOf(dialog));
    // Still open (the screenshot shows it), with focus still inside.
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(focused() as HTMLElement));
  },
};

export const NotDismissableEscapeCloses: Story = {
  name: 'isDismissable={false}: Escape still closes',
  args: { isDismissable: false },
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'shippingInfo') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(focused() as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the dialog has finished animating out.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
