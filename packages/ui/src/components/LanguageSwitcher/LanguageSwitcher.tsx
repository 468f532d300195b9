import { LOCALES, type Locale } from '@tijara/domain';
import type { Ref } from 'react';
import { Button, ListBox, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { ChevronDownIcon, GlobeIcon } from '../../icons';
import { useMessages } from '../../provider';
import { SelectItem } from '../Select';
import * as listStyles from '../Select/Select.css';
import * as styles from './LanguageSwitcher.css';
import { LANGUAGE_NAMES, LanguageName } from './LanguageSwitcherButton';
import { languageSwitcherMessages } from './LanguageSwitcher.messages';

export { LANGUAGE_NAMES };

export interface LanguageSwitcherProps {
  /** The current interface language, marked in the list. */
  value: Locale;
  /** Called with the language the buyer picks (not with the current one again). */
  onChange: (locale: Locale) => void;
  /** The languages offered, in order. @default all four (`LOCALES`) */
  locales?: readonly Locale[];
  /** @default false */
  isDisabled?: boolean;
  /** Whether the list is open (controlled). */
  isOpen?: boolean;
  /** Whether the list is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** A ref to the trigger button, for example to focus it. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Layout only (margin, grid placement). */
  className?: string;
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
  isOpen,
  defaultOpen,
  onOpenChange,
  triggerRef,
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
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Button ref={triggerRef} className={styles.trigger}>
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
