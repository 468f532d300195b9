import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons';
import { useMessages } from '../../provider';
import * as styles from './CategoryMenu.css';
import { categoryMenuMessages } from './CategoryMenu.messages';

export interface CategoryMenuButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  ref?: Ref<HTMLButtonElement>;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The "All categories" button: the menu's trigger, and on its own the light stand-in that
 * `LazyCategoryMenu` shows until the menu's code has loaded (no menu code here).
 */
export function CategoryMenuButton({ className, ...props }: CategoryMenuButtonProps) {
  const t = useMessages(categoryMenuMessages);
  return (
    <AriaButton {...props} className={[styles.trigger, className].filter(Boolean).join(' ')}>
      {t('allCategories')}
      <ChevronDownIcon />
    </AriaButton>
  );
}

export interface CategoryMenuLinkProps {
  /** Where the link goes: a page, or a fragment of this one (a plain list of the categories). */
  href: string;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The "All categories" button's look as a plain link, for a page whose code has not arrived yet
 * (a server-rendered page on a slow connection): it works from the HTML alone, and has the
 * button's size, so nothing moves when the menu replaces it.
 */
export function CategoryMenuLink({ href, className }: CategoryMenuLinkProps) {
  const t = useMessages(categoryMenuMessages);
  return (
    <a href={href} className={[styles.trigger, className].filter(Boolean).join(' ')}>
      {t('allCategories')}
      <ChevronDownIcon />
    </a>
  );
}
