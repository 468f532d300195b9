import { useId, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  FieldError,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useMessages } from '../../provider';
import { FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import * as styles from './TextArea.css';
import { textAreaMessages } from './TextArea.messages';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'maxLength'>, FieldTextProps {
  /**
   * The most characters the value may have (a rule's constant of `@tijara/domain`, such as the
   * order remark's): a counter shows how many are used, and more marks the field invalid. What is
   * typed or pasted beyond it is kept, so the buyer can shorten it.
   */
  maxLength?: number | undefined;
  placeholder?: string | undefined;
  /** The visible lines before it scrolls. @default 4 */
  rows?: number | undefined;
}

/**
 * A labelled multi-line text input (a remark, a description), like `TextField`: a hint and an
 * error message under it, and with `maxLength` a counter ("12/200", heard as "12 of 200
 * characters"). The caller owns the value and the validation; an error never clears what was
 * typed.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isRequired,
  isInvalid,
  maxLength,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const t = useMessages(textAreaMessages);
  const counterId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = value ?? ownValue;
  const count = text.length;
  const over = maxLength !== undefined && count > maxLength ? count - maxLength : 0;

  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={(next) => {
        if (value === undefined) setOwnValue(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      isInvalid={isInvalid || over > 0}
      aria-describedby={
        [props['aria-describedby'], maxLength === undefined ? undefined : counterId]
          .filter(Boolean)
          .join(' ') || undefined
      }
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <AriaTextArea
        className={[fieldStyles.control, styles.textArea].join(' ')}
        placeholder={placeholder}
        rows={rows}
      />
      <div className={styles.footer}>
        <div className={[fieldStyles.field, styles.footerText].join(' ')}>
          {description ? (
            <Text slot="description" className={fieldStyles.description}>
              {description}
            </Text>
          ) : null}
          <FieldError className={fieldStyles.error}>
            {errorMessage ?? (over > 0 ? t('over', { over }) : undefined)}
          </FieldError>
        </div>
        {maxLength === undefined ? null : (
          <span id={counterId} className={styles.counter} data-over={over > 0 || undefined}>
            <span aria-hidden="true" dir="ltr">
              {t('counter', { count, max: maxLength })}
            </span>
            <VisuallyHidden elementType="span">{t('counterLabel', { count, max: maxLength })}</VisuallyHidden>
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
