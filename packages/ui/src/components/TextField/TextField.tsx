import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
}

/** Input types whose values are Latin script, shown left to right in every locale. */
const LATIN_TYPES: ReadonlySet<string> = new Set(['email', 'tel', 'url']);

/**
 * A labelled single-line text input with an optional hint and error message. The caller owns the
 * value and the validation (from `@tijara/domain`'s schemas) and passes `isInvalid` with
 * `errorMessage`; what the buyer typed is never cleared by an error.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isRequired,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input
        className={[
          fieldStyles.control,
          LATIN_TYPES.has(props.type ?? '') ? fieldStyles.latinValue : undefined,
        ]
          .filter(Boolean)
          .join(' ')}
        placeholder={placeholder}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
