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
