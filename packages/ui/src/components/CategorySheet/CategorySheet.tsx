import type { Category } from '@tijara/domain';
import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Link as AriaLink,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { commonMessages } from '../../i18n';
import { ChevronBackIcon, ChevronForwardIcon, CloseIcon } from '../../icons';
import { useMessages } from '../../provider';
import { IconButton } from '../Button';
import { categoryMenuMessages } from '../CategoryMenu/CategoryMenu.messages';
import * as styles from './CategorySheet.css';
import { categorySheetMessages } from './CategorySheet.messages';

export interface CategorySheetProps {
  /** The category tree, names in the buyer's language (the same data as `CategoryMenu`). */
  categories: readonly Category[];
  /** The tree is still being fetched: the sheet opens at once and says so. @default false */
  isLoading?: boolean;
  /** The app's page of a category, from the path top level → chosen (the design system knows no addresses). */
  getHref: (path: readonly Category[]) => string;
  /** Whether the sheet is open (controlled). */
  isOpen: boolean;
  /** Called when the sheet opens or closes; it closes itself when a category is chosen. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Every category on a phone (spec section 2's all-categories menu, in the phone's shape): a sheet
 * over the whole window that drills down one level at a time. A category with children opens its
 * level, which starts with "All {category}" for the category's own page; the back button goes up
 * a level; a leaf opens its page and closes the sheet. Each level's heading takes focus when it
 * opens, so a screen reader says where the buyer is. Escape and the close button close it from
 * any level; it opens at the top level again.
 */
export function CategorySheet({
  categories,
  isLoading = false,
  getHref,
  isOpen,
  onOpenChange,
}: CategorySheetProps) {
  const t = useMessages(categorySheetMessages);
  const tMenu = useMessages(categoryMenuMessages);
  const tCommon = useMessages(commonMessages);
  const [path, setPath] = useState<readonly Category[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const level = path.length;

  // A new level is announced by moving focus to its heading (on opening, react-aria focuses the
  // dialog itself; on closing, focus goes back to the trigger).
  const shownLevel = useRef(level);
  useEffect(() => {
    if (shownLevel.current !== level && isOpen) headingRef.current?.focus();
    shownLevel.current = level;
  }, [level, isOpen]);

  const close = (open: boolean) => {
    if (!open) setPath([]);
    onOpenChange(open);
  };

  const current = path.at(-1);
  const parent = path.at(-2);
  const entries = current ? (current.children ?? []) : categories;

  let content;
  if (entries.length === 0 && !current) {
    content = (
      <p className={styles.status} role="status">
        {isLoading ? tMenu('loading') : tMenu('empty')}
      </p>
    );
  } else {
    content = (
      <ul
        className={styles.list}
        aria-label={current ? t('subcategories', { category: current.categoryName }) : undefined}
      >
        {current ? (
          <li>
            <AriaLink
              href={getHref(path)}
              onPress={() => close(false)}
              className={[styles.row, styles.allRow].join(' ')}
            >
              <span className={styles.rowLabel}>{tMenu('viewAll', { category: current.categoryName })}</span>
            </AriaLink>
          </li>
        ) : null}
        {entries.map((category) => (
          <li key={category.categoryId}>
            {category.children?.length ? (
              <AriaButton className={styles.row} onPress={() => setPath([...path, category])}>
                <span className={styles.rowLabel}>{category.categoryName}</span>
                <ChevronForwardIcon className={styles.chevron} />
              </AriaButton>
            ) : (
              <AriaLink
                href={getHref([...path, category])}
                onPress={() => close(false)}
                className={styles.row}
              >
                <span className={styles.rowLabel}>{category.categoryName}</span>
              </AriaLink>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={close} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog} aria-label={tMenu('allCategories')}>
          <header className={styles.header}>
            {current ? (
              <IconButton
                label={parent ? t('back', { category: parent.categoryName }) : t('backToAll')}
                icon={<ChevronBackIcon />}
                onPress={() => setPath(path.slice(0, -1))}
              />
            ) : null}
            <Heading slot="title" ref={headingRef} tabIndex={-1} className={styles.title}>
              {current ? current.categoryName : tMenu('allCategories')}
            </Heading>
            <IconButton label={tCommon('close')} icon={<CloseIcon />} onPress={() => close(false)} />
          </header>
          <div className={styles.body}>{content}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
