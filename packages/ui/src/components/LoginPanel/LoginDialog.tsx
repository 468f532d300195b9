import { useMessages } from '../../provider';
import { Dialog, type DialogProps } from '../Dialog';
import { LoginPanel, type LoginPanelProps } from './LoginPanel';
import { loginPanelMessages } from './LoginPanel.messages';

export interface LoginDialogProps
  extends
    Omit<LoginPanelProps, 'hideTitle' | 'className'>,
    Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {}

/**
 * The login panel in a closable modal (spec section 2: "the panel also appears as a closable
 * modal"). Put it in a `DialogTrigger` after the button that opens it, or control it with
 * `isOpen`; it closes itself once a login succeeds (spec section 4), after `onLoggedIn`.
 */
export function LoginDialog({ isOpen, defaultOpen, onOpenChange, onLoggedIn, ...panel }: LoginDialogProps) {
  const t = useMessages(loginPanelMessages);
  return (
    <Dialog title={t('title')} isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <LoginPanel
          {...panel}
          hideTitle
          onLoggedIn={() => {
            onLoggedIn?.();
            close();
          }}
        />
      )}
    </Dialog>
  );
}
