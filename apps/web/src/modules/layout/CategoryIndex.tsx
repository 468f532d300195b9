import { useCategoryTree } from '@tijara/api';
import type { Category } from '@tijara/domain';
import { categoryMenuMessages, commonMessages, useMessages } from '@tijara/ui';
import { useEffect, useRef, type MouseEvent } from 'react';
import { categoryPathAddress } from '../../app/routeTable';
import * as styles from './CategoryIndex.css';

/** The fragment that opens the index from a plain link, before the page's code runs. */
export const CATEGORY_INDEX_ID = 'all-categories';

export interface CategoryIndexProps {
  /**
   * Shown by the page's code (while the real sheet downloads), closed with `onClose`. Without it,
   * the index shows only while the address's fragment names it (`#all-categories`, CSS `:target`).
   */
  onClose?: () => void;
}

/**
 * Every category as plain links in nested disclosures (`details`), the same tree and addresses as
 * the category menu and sheet. It works from the page's HTML alone: on a slow connection the tab
 * bar's categories and the header's "all categories" are links to it until the page's code and
 * the real menus have arrived, so a buyer can browse from the first paint.
 */
export function CategoryIndex({ onClose }: CategoryIndexProps) {
  const t = useMessages(categoryMenuMessages);
  const common = useMessages(commonMessages);
  const { categories } = useCategoryTree();
  const title = t('allCategories');
  const closeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!onClose) return undefined;
    // Opened by the page's code: it takes the focus, and Escape closes it, as the sheet would.
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  const close = (event: MouseEvent) => {
    if (!onClose) return;
    event.preventDefault();
    onClose();
  };
  const branch = (path: readonly Category[]) => {
    const category = path.at(-1);
    if (!category) return null;
    const children = category.children ?? [];
    if (children.length === 0) {
      return (
        <a href={categoryPathAddress(path)} className={styles.row}>
          {category.categoryName}
        </a>
      );
    }
    return (
      <details className={styles.group}>
        <summary className={styles.row}>{category.categoryName}</summary>
        <ul className={styles.list}>
          <li>
            <a href={categoryPathAddress(path)} className={styles.row}>
              {t('viewAll', { category: category.categoryName })}
            </a>
          </li>
          {children.map((child) => (
            <li key={child.categoryId}>{branch([...path, child])}</li>
          ))}
        </ul>
      </details>
    );
  };
  return (
    <nav
      {...(onClose ? { 'data-open': '' } : { id: CATEGORY_INDEX_ID })}
      aria-label={title}
      className={styles.index}
    >
      <div className={styles.bar}>
        <h2 className={styles.title}>{title}</h2>
        {/* A fragment no element has: the index closes and the page stays where it was. */}
        <a ref={closeRef} href="#categories-closed" onClick={close} className={styles.close}>
          {common('close')}
        </a>
      </div>
      {categories && categories.length > 0 ? (
        <ul className={styles.list}>
          {categories.map((root) => (
            <li key={root.categoryId}>{branch([root])}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
    </nav>
  );
}
