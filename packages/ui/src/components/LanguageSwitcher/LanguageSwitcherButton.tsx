import type { Locale } from '@tijara/domain';
import { useId, type Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { ChevronDownIcon, GlobeIcon } from '../../icons';
import { useMessages } from '../../provider';
import * as listStyles from '../Select/Select.css';
import * as styles from './LanguageSwitcher.css';
import { languageSwitcherMessages } from './LanguageSwitcher.messages';

/**
 * Each interface language named in itself (an endonym), so a buyer finds their own language
 * whatever the page is in. Not translated: "العربية" reads the same on an English page.
 */
export const LANGUAGE_NAMES = {
  ar: 'العربية',
  ckb: 'کوردی',
  en: 'English',
  zh: '中文',
} as const satisfies Record<Locale, string>;

/**
 * A language name in its own script, with `lang` so screen readers pronounce it in that language
 * and the browser picks its glyphs. No `dir`: each name is in one script, which the bidi
 * algorithm orders by itself, and the list keeps the page's alignment.
 */
export function LanguageName({ locale }: { locale: Locale }) {
  return <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>;
}

export interface LanguageSwitcherButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'aria-label' | 'aria-labelledby'
> {
  ref?: Ref<HTMLButtonElement>;
  /** The current interface language. */
  value: Locale;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The language switcher's button as `LazyLanguageSwitcher` shows it until the list's code has
 * loaded: the globe, the current language and the chevron, named like the real one ("English,
 * Language"), with no list code. Looks exactly like `LanguageSwitcher`'s closed state.
 */
export function LanguageSwitcherButton({ value, className, ...props }: LanguageSwitcherButtonProps) {
  const t = useMessages(languageSwitcherMessages);
  const buttonId = useId();
  const valueId = useId();
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <AriaButton
        {...props}
        id={buttonId}
        aria-label={t('language')}
        aria-labelledby={`${valueId} ${buttonId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        className={styles.trigger}
      >
        <GlobeIcon />
        <span id={valueId} className={styles.value}>
          <LanguageName locale={value} />
        </span>
        <ChevronDownIcon className={listStyles.chevron} />
      </AriaButton>
    </div>
  );
}
