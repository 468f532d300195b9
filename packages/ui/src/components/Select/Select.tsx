import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { useMessages } from '../../provider';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import * as styles from './Select.css';
import { selectMessages } from './Select.messages';

/** One choice of a select or combo box when the options come as data. */
export interface SelectOption {
  id: Key;
  /** What the buyer sees, in their language; also what type-ahead and filtering match. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectItemProps extends Omit<ListBoxItemProps, 'children'> {
  children: ReactNode;
}

/** One option of a `Select` (or `ComboBox`) given as children; a tick marks the selected one. */
export function SelectItem({ children, className, textValue, ...props }: SelectItemProps) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (layout) => [styles.option, layout].filter(Boolean).join(' '))}
    >
      <CheckIcon className={styles.check} />
      <span>{children}</span>
    </ListBoxItem>
  );
}

export interface SelectProps
  extends
    Omit<AriaSelectProps<SelectOption>, 'children' | 'items' | 'placeholder' | 'selectionMode'>,
    FieldTextProps {
  /** The options as data; or pass `SelectItem`s as `children`. */
  items?: Iterable<SelectOption>;
  /** The options as `SelectItem` elements, when `items` is not given. */
  children?: ReactNode;
  /** Text shown while nothing is chosen. @default 'Select an option' (built-in, localized) */
  placeholder?: string;
}

/**
 * A labelled drop-down of options: a trigger button showing the choice, and a list in a popover.
 * react-aria gives it the keyboard (arrows, type-ahead, Enter, Escape) and the ARIA pattern.
 */
export function Select({
  label,
  description,
  errorMessage,
  className,
  isRequired,
  items,
  children,
  placeholder,
  ...props
}: SelectProps) {
  const t = useMessages(selectMessages);
  return (
    <AriaSelect
      {...props}
      isRequired={isRequired}
      placeholder={placeholder ?? t('placeholder')}
      className={composeRenderProps(className, (layout) =>
        [fieldStyles.field, layout].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Button className={[fieldStyles.control, styles.trigger].join(' ')}>
        {/* The chosen option's text only: its list row also holds the tick. */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={items}>
          {children ??
            ((item: SelectOption) => (
              <SelectItem id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
                {item.label}
              </SelectItem>
            ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
