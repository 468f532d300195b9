import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
  VisuallyHidden,
  type QueuedToast,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { commonMessages } from '../../i18n';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons';
import { useMessages } from '../../provider';
import { IconButton } from '../Button';
import * as styles from './Toast.css';
import { toastMessages } from './Toast.messages';
import { toastQueue, type ToastContent, type ToastVariant } from './toastQueue';

const ICONS = {
  info: InfoIcon,
  success: CheckIcon,
  warning: AlertIcon,
  danger: AlertIcon,
} as const satisfies Record<ToastVariant, unknown>;

function Toast({ toast }: { toast: QueuedToast<ToastContent> }) {
  const t = useMessages(toastMessages);
  const common = useMessages(commonMessages);
  const { message, variant } = toast.content;
  const Icon = ICONS[variant];
  return (
    <AriaToast toast={toast} className={styles.toast({ variant })}>
      <span className={styles.icon({ variant })}>
        <Icon />
      </span>
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.message}>
          <VisuallyHidden>{`${t(variant)} `}</VisuallyHidden>
          {message}
        </Text>
      </AriaToastContent>
      <IconButton slot="close" size="sm" label={common('close')} icon={<CloseIcon />} />
    </AriaToast>
  );
}

export interface ToastRegionProps {
  /** The queue to show. @default the storefront's `toastQueue` */
  queue?: ToastQueue<ToastContent>;
}

/**
 * Shows the toasts of the queue: a landmark ("Notifications") at the bottom edge, where screen
 * readers hear each toast as it appears; keyboard users reach it with Tab (it comes last in the
 * page). Mount it once, inside `UIProvider`; it renders nothing while the queue is empty.
 * Hovering or focusing it pauses the timeouts.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const t = useMessages(toastMessages);
  return (
    <AriaToastRegion queue={queue} aria-label={t('notifications')} className={styles.region}>
      <AriaToastList<ToastContent> className={styles.list}>
        {({ toast }) => <Toast toast={toast} />}
      </AriaToastList>
    </AriaToastRegion>
  );
}
