import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { commonMessages } from '../../i18n';
import { CloseIcon } from '../../icons';
import { useMessages } from '../../provider';
import { IconButton } from '../Button';
import * as styles from './Dialog.css';

/** What a dialog's body and footer may use: `close` closes the dialog (and restores focus). */
export interface DialogRenderProps {
  close: () => void;
}

type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'shouldCloseOnInteractOutside'
> {
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The body; a function receives `close`. */
  children: DialogContent;
  /** The actions along the bottom edge (buttons, primary last); a function receives `close`. */
  footer?: DialogContent;
  /** Whether a press outside the dialog closes it (Escape always does). @default true */
  isDismissable?: boolean;
  /**
   * Keeps the dialog open while an action runs: Escape, outside presses and the close button do
   * nothing. @default false
   */
  isBusy?: boolean;
  /** `alertdialog` for a dialog that asks to confirm something. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

/** The outer and inner classes of a modal frame: a centred dialog or a side drawer. */
export interface ModalFrameStyles {
  overlay: string;
  modal: string;
}

/**
 * A modal frame: backdrop, panel, a titled header with a close button, a scrolling body and a
 * footer. `Dialog` and `Drawer` are this frame with their own layout. react-aria moves focus
 * into it, keeps Tab inside, closes it on Escape and gives focus back to the trigger.
 */
export function ModalFrame({
  title,
  children,
  footer,
  isDismissable = true,
  isBusy = false,
  role = 'dialog',
  frame,
  ...overlayProps
}: DialogProps & { frame: ModalFrameStyles }) {
  const t = useMessages(commonMessages);
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable && !isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={frame.overlay}
    >
      <Modal className={frame.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton label={t('close')} icon={<CloseIcon />} onPress={close} isDisabled={isBusy} />
              </header>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer ? (
                <footer className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </footer>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * A modal dialog with a title, a close button, a body and optional footer actions. Put it in a
 * `DialogTrigger` after the button that opens it, or control it with `isOpen` and `onOpenChange`.
 * Phones see a full-width sheet along the bottom edge; tablets and desktops a centred box.
 */
export function Dialog(props: DialogProps) {
  return <ModalFrame {...props} frame={styles} />;
}
