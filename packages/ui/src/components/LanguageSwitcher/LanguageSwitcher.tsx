import { LOCALES, type Locale } from '@tijara/domain';
import { Button, ListBox, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { ChevronDownIcon, GlobeIcon } from '../../icons';
import { useMessages } from '../../provider';
import { SelectItem } from '../Select';
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

export interface LanguageSwitcherProps {
  /** The current interface language, marked in the list. */
  value: Locale;
  /** Called with the language the buyer picks (not with the current one again). */
  onChange: (locale: Locale) => void;
  /** The languages offered, in order. @default all four (`LOCALES`) */
  locales?: readonly Locale[];
  /** @default false */
  isDisabled?: boolean;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * A language name in its own script, with `lang` so screen readers pronounce it in that language
 * and the browser picks its glyphs. No `dir`: each name is in one script, which the bidi
 * algorithm orders by itself, and the list keeps the page's alignment.
 */
function LanguageName({ locale }: { locale: Locale }) {
  return <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>;
}

/**
 * The header's language switcher: a button with a globe and the current language, opening the
 * list of the four languages (spec section 1), each in its own script, the current one ticked.
 * Built on react-aria's select: arrows, type-ahead, Enter and Escape work from the keyboard.
 * Storing the choice and reloading is the app's job, in `onChange`.
 */
export function LanguageSwitcher({
  value,
  onChange,
  locales = LOCALES,
  isDisabled = false,
  className,
}: LanguageSwitcherProps) {
  const t = useMessages(languageSwitcherMessages);

  function change(key: Key | null) {
    if (key === null || key === value) return;
    onChange(String(key) as Locale);
  }

  return (
    <Select
      aria-label={t('language')}
      value={value}
      onChange={change}
      isDisabled={isDisabled}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Button className={styles.trigger}>
        <GlobeIcon />
        <SelectValue className={styles.value}>{() => <LanguageName locale={value} />}</SelectValue>
        <ChevronDownIcon className={listStyles.chevron} />
      </Button>
      <Popover className={listStyles.popover}>
        <ListBox className={listStyles.listBox}>
          {locales.map((locale) => (
            <SelectItem key={locale} id={locale} textValue={LANGUAGE_NAMES[locale]}>
              <LanguageName locale={locale} />
            </SelectItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
