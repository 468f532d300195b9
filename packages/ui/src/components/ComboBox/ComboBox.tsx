import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  composeRenderProps,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons';
import { useMessages } from '../../provider';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { SelectItem, type SelectOption } from '../Select';
import * as listStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';
import { comboBoxMessages } from './ComboBox.messages';

/**
 * Case- and diacritic-insensitive: "basra" finds "Basra", "البصرة" finds "البَصرة", "اربيل" finds
 * "أربيل" (Intl.Collator's base sensitivity, in the provider's locale).
 */
const MATCH_OPTIONS = { sensitivity: 'base' } as const;

export interface ComboBoxProps
  extends
    Omit<
      AriaComboBoxProps<SelectOption>,
      'children' | 'items' | 'defaultItems' | 'defaultFilter' | 'selectionMode'
    >,
    FieldTextProps {
  /** The options as data, filtered by what the buyer types; or pass `SelectItem`s as `children`. */
  items?: Iterable<SelectOption>;
  /** The options as `SelectItem` elements, when `items` is not given. */
  children?: ReactNode;
  placeholder?: string;
}

/**
 * A labelled text input with a list of suggestions that narrows as the buyer types (contains,
 * ignoring case and diacritics). With `allowsCustomValue` the typed text is kept even when it
 * matches no option.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  className,
  isRequired,
  items,
  children,
  placeholder,
  ...props
}: ComboBoxProps) {
  const t = useMessages(comboBoxMessages);
  const { contains } = useFilter(MATCH_OPTIONS);
  return (
    <AriaComboBox
      {...props}
      defaultItems={items}
      defaultFilter={contains}
      // Keeps the list open on no match, so the buyer reads "No results" instead of nothing.
      allowsEmptyCollection
      isRequired={isRequired}
      className={composeRenderProps(className, (layout) =>
        [fieldStyles.field, layout].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <Input className={fieldStyles.bareInput} placeholder={placeholder} />
        <Button aria-label={t('showSuggestions')} className={styles.button}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listStyles.popover}>
        <ListBox
          className={listStyles.listBox}
          renderEmptyState={() => <div className={listStyles.empty}>{t('noResults')}</div>}
        >
          {children ??
            ((item: SelectOption) => (
              <SelectItem id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
                {item.label}
              </SelectItem>
            ))}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
