import { useState, type ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { commonMessages } from '../../i18n';
import { useMessages } from '../../provider';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { message as messageStyle } from './ConfirmDialog.css';

export interface ConfirmDialogProps extends Pick<
  DialogProps,
  'title' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable'
> {
  /** What will happen if the buyer confirms; screen readers read it with the title. */
  message: ReactNode;
  /**
   * Runs on confirm. If it returns a promise, the confirm button shows loading until it settles;
   * the dialog closes when it resolves and stays open (for a retry) when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The confirm button's text. @default the built-in "Confirm" */
  confirmLabel?: string;
  /** The cancel button's text. @default the built-in "Cancel" */
  cancelLabel?: string;
  /** For actions that destroy something (delete, end): the confirm button is the danger one. @default false */
  destructive?: boolean;
}

/**
 * Asks the buyer to confirm an action (spec section 2, "confirm dialog"): a title, a message, a
 * cancel and a confirm button. Put it in a `DialogTrigger` or control it with `isOpen`.
 */
export function ConfirmDialog({
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  destructive = false,
  ...dialogProps
}: ConfirmDialogProps) {
  const t = useMessages(commonMessages);
  const [isConfirming, setConfirming] = useState(false);

  async function confirm(close: () => void) {
    const result = onConfirm();
    // A synchronous action closes at once: no spinner flashes for it.
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setConfirming(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure (a toast); the dialog stays open so the buyer can retry.
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Dialog
      {...dialogProps}
      role="alertdialog"
      isBusy={isConfirming}
      footer={({ close }) => (
        <>
          <Button variant="secondary" isDisabled={isConfirming} onPress={close}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            isLoading={isConfirming}
            onPress={() => void confirm(close)}
          >
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      )}
    >
      <Text slot="description" elementType="p" className={messageStyle}>
        {message}
      </Text>
    </Dialog>
  );
}
