import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { sampleText, type SampleKey } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
import { toastMessages } from './Toast.messages';
import { showToast, TOAST_MAX_VISIBLE, toastQueue, type ToastVariant } from './toastQueue';

/**
 * The screenshot is taken after the play function, the axe check and font loading; a toast that
 * closed itself after 3 s could be gone by then. Stories that screenshot toasts give them a
 * timeout far longer than a run instead (the 3 s default is tested with fake timers in
 * Toast.test.tsx), so the picture is always the same.
 */
const SCREENSHOT_TIMEOUT_MS = 10 * 60 * 1000;

const MESSAGES: Record<ToastVariant, SampleKey> = {
  info: 'toastPaymentReview',
  success: 'toastAddedToCart',
  warning: 'toastFreeStorage',
  danger: 'toastSystemError',
};

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  // Toasts are portalled out of the story's root: the screenshot takes the whole page.
  parameters: { screenshotTarget: 'body' },
  // The queue lives outside React: every story starts, and leaves, with it empty.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  render: (args, { globals }) => (
    <>
      <Button onPress={() => showToast(sampleText(globals, 'toastAddedToCart'), 'success')}>
        {sampleText(globals, 'addToCart')}
      </Button>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  name: 'Queue: newest first, at most three, the rest wait their turn',
  play: async ({ globals }) => {
    // Oldest first: the danger toast is the newest and shows on top.
    for (const variant of ['warning', 'info', 'success', 'danger'] as const) {
      showToast(sampleText(globals, MESSAGES[variant]), variant, { timeout: SCREENSHOT_TIMEOUT_MS });
    }
    const region = await screen.findByRole('region', {
      name: uiText(globals, toastMessages, 'notifications'),
    });
    const toasts = within(region).getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(TOAST_MAX_VISIBLE);
    // Each is named by its kind and message, so a screen reader hears "Error: ..." and not only a colour.
    await expect(toasts[0]).toHaveAccessibleName(
      `${uiText(globals, toastMessages, 'danger')} ${sampleText(globals, 'toastSystemError')}`,
    );
    await expect(within(region).queryByText(sampleText(globals, MESSAGES.warning))).not.toBeInTheDocument();

    // Closing one lets the oldest, waiting toast show; then close that one, so all four were seen.
    const [newest] = toasts;
    await userEvent.click(
      within(newest as HTMLElement).getByRole('button', { name: uiText(globals, commonMessages, 'close') }),
    );
    await expect(await within(region).findByText(sampleText(globals, MESSAGES.warning))).toBeVisible();
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(TOAST_MAX_VISIBLE);
  },
};

export const ShowFromAnAction: Story = {
  name: 'An action shows a toast; its close button closes it',
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'addToCart') }));
    const region = await screen.findByRole('region', {
      name: uiText(globals, toastMessages, 'notifications'),
    });
    const toast = within(region).getByRole('alertdialog');
    // The message is in a live region (role alert): screen readers announce it as it appears.
    await expect(within(toast).getByRole('alert')).toHaveTextContent(sampleText(globals, 'toastAddedToCart'));
    await userEvent.click(
      within(toast).getByRole('button', { name: uiText(globals, commonMessages, 'close') }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const KeyboardReachable: Story = {
  name: 'Keyboard: Tab reaches the toast and its close button, focus then returns',
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'addToCart') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog');
    // The region comes last in the page: the next Tab stops are the toast, then its close button.
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    const close = within(toast).getByRole('button', { name: uiText(globals, commonMessages, 'close') });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // With the last toast gone, focus goes back to where it was before it entered the toasts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
