import type { Category } from '@tijara/domain';
import type { ReactNode, Ref } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import { ChevronForwardIcon } from '../../icons';
import { useMessages } from '../../provider';
import * as styles from './CategoryMenu.css';
import { CategoryMenuButton } from './CategoryMenuButton';
import { categoryMenuMessages } from './CategoryMenu.messages';

export interface CategoryMenuProps {
  /**
   * The category tree (three levels in the storefront), names in the buyer's language. Empty and
   * not loading, the open menu says there are no categories.
   */
  categories: readonly Category[];
  /**
   * The tree is still being fetched: the button works at once and the open menu says it is
   * loading, until `categories` arrive. @default false
   */
  isLoading?: boolean;
  /**
   * The app's page of a category, from the path top level → chosen (the design system knows no
   * addresses); null makes the entries plain choices, reported to `onSelect` only.
   */
  getHref: ((path: readonly Category[]) => string) | null;
  /** Runs when a category is chosen, with the path from the top level to it. */
  onSelect?: (category: Category, path: readonly Category[]) => void;
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  /** Whether the menu is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** A ref to the trigger button, for example to focus it. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The header's "All categories" drop-down (spec section 2): a menu of the top-level categories
 * whose entries open submenus of their children, toward the inline end (to the left in Arabic).
 * Each submenu starts with "All {category}" for the parent itself. Keyboard: Enter, Space or the
 * arrows open it; up and down move; the arrow toward the inline end opens a submenu and the other
 * one closes it; Escape closes.
 */
export function CategoryMenu({
  categories,
  isLoading = false,
  getHref,
  onSelect,
  isOpen,
  defaultOpen,
  onOpenChange,
  triggerRef,
  className,
}: CategoryMenuProps) {
  const t = useMessages(categoryMenuMessages);

  function entry(category: Category, path: readonly Category[], label: string, id: string, extra?: string) {
    return (
      <MenuItem
        key={id}
        id={id}
        textValue={label}
        href={getHref ? getHref(path) : undefined}
        onAction={() => onSelect?.(category, path)}
        className={[styles.item, extra].filter(Boolean).join(' ')}
      >
        {label}
      </MenuItem>
    );
  }

  function items(list: readonly Category[], parents: readonly Category[]): ReactNode[] {
    return list.map((category) => {
      const path = [...parents, category];
      if (!category.children?.length) {
        return entry(category, path, category.categoryName, category.categoryId);
      }
      return (
        <SubmenuTrigger key={category.categoryId}>
          <MenuItem id={category.categoryId} textValue={category.categoryName} className={styles.item}>
            {category.categoryName}
            <ChevronForwardIcon className={styles.chevron} />
          </MenuItem>
          <Popover className={styles.popover}>
            <Menu aria-label={category.categoryName} className={styles.menu}>
              {[
                entry(
                  category,
                  path,
                  t('viewAll', { category: category.categoryName }),
                  `${category.categoryId}:all`,
                  styles.viewAll,
                ),
                ...items(category.children, path),
              ]}
            </Menu>
          </Popover>
        </SubmenuTrigger>
      );
    });
  }

  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <CategoryMenuButton ref={triggerRef} className={className} />
      <Popover placement="bottom start" className={styles.popover}>
        <Menu
          aria-label={t('allCategories')}
          className={styles.menu}
          renderEmptyState={() => (
            <p className={styles.emptyState}>{isLoading ? t('loading') : t('empty')}</p>
          )}
        >
          {items(categories, [])}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
