import type { ToastVariant } from '@tijara/ui';
import { loadDeferredNow } from './deferred';

/**
 * Shows a toast from anywhere (an event handler, the API client's failure handler). The toast
 * queue and region download with the first toast or the first interaction, not with the page, so
 * the toast appears a moment later on a page nobody has touched yet.
 */
export function notify(message: string, variant: ToastVariant = 'info'): void {
  loadDeferredNow();
  void import('@tijara/ui/Toast').then(({ showToast }) => {
    showToast(message, variant);
  });
}
