import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Spec section 9, "toast 3 s": a toast closes itself after this long. */
export const TOAST_TIMEOUT_MS = 3000;

/** At most this many toasts show at once; the others wait in the queue for their turn. */
export const TOAST_MAX_VISIBLE = 3;

/** The kinds of toast, for stories, tests and callers that list them. */
export const TOAST_VARIANTS = ['info', 'success', 'warning', 'danger'] as const;

export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** What a toast shows: one message, already in the buyer's language, and its kind. */
export interface ToastContent {
  message: string;
  variant: ToastVariant;
}

export interface ShowToastOptions {
  /** Milliseconds before the toast closes itself; 0 keeps it until the buyer closes it. @default TOAST_TIMEOUT_MS */
  timeout?: number;
  /** Runs when the toast closes, by itself or by the buyer. */
  onClose?: () => void;
}

/**
 * The storefront's one toast queue. It lives outside React so that any code (the API layer's
 * error handler, an event handler) can show a toast; `<ToastRegion />` displays it.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });

/** Shows a toast and returns its key (for `toastQueue.close(key)`). Callable outside React. */
export function showToast(
  message: string,
  variant: ToastVariant = 'info',
  { timeout = TOAST_TIMEOUT_MS, onClose }: ShowToastOptions = {},
): string {
  return toastQueue.add({ message, variant }, { timeout: timeout > 0 ? timeout : undefined, onClose });
}
