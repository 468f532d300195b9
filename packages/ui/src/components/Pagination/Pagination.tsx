import { clampPage, pageWindow, totalPages } from '@tijara/domain';
import { useState, type FormEvent } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { ChevronBackIcon, ChevronForwardIcon } from '../../icons';
import { useMessages } from '../../provider';
import * as styles from './Pagination.css';
import { paginationMessages } from './Pagination.messages';

/** Keeps the digits of what the buyer typed, Arabic-Indic and Persian digits read as Latin ones. */
export function latinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

export interface PaginationProps {
  /** How many items there are in all (the list's `total`). */
  total: number;
  /** How many items one page shows. */
  pageSize: number;
  /** The current page, 1-based; clamped to 1..total pages. */
  page: number;
  /** Called with the page the buyer asks for (always within 1..total pages, never the current one). */
  onChange: (page: number) => void;
  /** Shows the jump-to page field. @default true */
  showJumpTo?: boolean;
  /** The landmark's name when a screen has more than one pager; the built-in "Pagination" by default. */
  'aria-label'?: string;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * A pager in a `nav` landmark: previous and next (the chevrons mirror in right-to-left), at most
 * 7 page slots with ellipses (`pageWindow`), and a jump-to field whose value is clamped to
 * 1..total pages (`clampPage`) when the buyer presses Enter or "Go". Every control is a button in
 * the Tab order; Enter and Space activate it.
 */
export function Pagination({
  total,
  pageSize,
  page,
  onChange,
  showJumpTo = true,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const t = useMessages(paginationMessages);
  const pages = totalPages(total, pageSize);
  const current = clampPage(page, pages);
  const [jumpValue, setJumpValue] = useState('');

  const go = (target: number) => {
    const next = clampPage(target, pages);
    if (next !== current) onChange(next);
  };

  const submitJump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (jumpValue.trim() === '') return;
    const target = clampPage(Number(jumpValue.trim()), pages);
    setJumpValue(String(target));
    go(target);
  };

  return (
    <nav aria-label={ariaLabel ?? t('label')} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Button
            className={styles.pageButton}
            aria-label={t('previous')}
            isDisabled={current <= 1}
            onPress={() => go(current - 1)}
          >
            <ChevronBackIcon />
          </Button>
        </li>
        {pageWindow(current, pages).map((slot) =>
          slot.kind === 'page' ? (
            <li key={slot.page} className={styles.item}>
              <Button
                className={styles.pageButton}
                aria-label={t('page', { page: slot.page })}
                aria-current={slot.page === current ? 'page' : undefined}
                onPress={() => go(slot.page)}
              >
                {slot.page}
              </Button>
            </li>
          ) : (
            <li key={`ellipsis-${slot.side}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li className={styles.item}>
          <Button
            className={styles.pageButton}
            aria-label={t('next')}
            isDisabled={current >= pages}
            onPress={() => go(current + 1)}
          >
            <ChevronForwardIcon />
          </Button>
        </li>
      </ul>
      {showJumpTo ? (
        <form className={styles.jump} onSubmit={submitJump}>
          <TextField
            className={styles.jump}
            value={jumpValue}
            onChange={(value) => setJumpValue(latinDigits(value))}
          >
            <Label>{t('goTo')}</Label>
            <Input className={styles.jumpInput} inputMode="numeric" autoComplete="off" />
          </TextField>
          <span className={styles.pages}>{t('ofPages', { pages })}</span>
          <Button type="submit" className={styles.pageButton}>
            {t('go')}
          </Button>
        </form>
      ) : null}
    </nav>
  );
}
