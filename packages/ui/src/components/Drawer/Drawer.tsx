import { ModalFrame, type DialogProps } from '../Dialog/Dialog';
import * as styles from './Drawer.css';

export type DrawerProps = DialogProps;

/**
 * A side sheet that slides in from the inline end (the right in English, the left in Arabic) with
 * a title, a close button, a body and footer actions, such as the delivery-method drawer (spec
 * section 4). Focus behaves as in `Dialog`: it moves in, stays in, and returns to the trigger. Put
 * it in a `DialogTrigger` or control it with `isOpen`.
 */
export function Drawer(props: DrawerProps) {
  return <ModalFrame {...props} frame={styles} />;
}
