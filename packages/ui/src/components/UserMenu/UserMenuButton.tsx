import type { Ref } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons';
import { useMessages } from '../../provider';
import * as styles from './UserMenu.css';
import { userMenuMessages } from './UserMenu.messages';

export interface UserMenuButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  ref?: Ref<HTMLButtonElement>;
  /** The signed-in user's name, greeted on the button. */
  userName: string;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * "Hello, {name}" with a chevron: the user menu's trigger, and on its own the light stand-in
 * that `LazyUserMenu` shows until the menu's code has loaded (no menu code here).
 */
export function UserMenuButton({ userName, className, ...props }: UserMenuButtonProps) {
  const t = useMessages(userMenuMessages);
  return (
    <AriaButton {...props} className={[styles.trigger, className].filter(Boolean).join(' ')}>
      {t('greeting', { name: userName })}
      <ChevronDownIcon />
    </AriaButton>
  );
}

/** A guest's "Log in" link, in the trigger's place. */
export function UserMenuLogInLink({ href, className }: { href: string; className?: string | undefined }) {
  const t = useMessages(userMenuMessages);
  return (
    <AriaLink href={href} className={[styles.trigger, className].filter(Boolean).join(' ')}>
      {t('logIn')}
    </AriaLink>
  );
}
