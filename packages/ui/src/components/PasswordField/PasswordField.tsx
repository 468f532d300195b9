import { useLayoutEffect, useRef, useState } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type PressEvent,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../../icons';
import { useMessages } from '../../provider';
import { IconButton } from '../Button';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import * as styles from './PasswordField.css';
import { passwordFieldMessages } from './PasswordField.messages';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldTextProps {
  placeholder?: string;
  /** Shows the password as plain text at first (uncontrolled). @default false */
  defaultRevealed?: boolean;
  /**
   * What the browser's password manager offers: `current-password` on a login form,
   * `new-password` on registration and password changes. @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A labelled password input with a show/hide toggle at its inline end. Enter in the input submits
 * the enclosing form natively: the toggle is a `type="button"`, so it is never the form's default
 * button.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isRequired,
  isDisabled,
  defaultRevealed = false,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const t = useMessages(passwordFieldMessages);
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Where the caret was when the toggle was pressed, and whether to put focus back there. */
  const restore = useRef<{ start: number; end: number; refocus: boolean } | null>(null);

  function rememberCaret(event: PressEvent) {
    const input = inputRef.current;
    if (!input) return;
    // A mouse or touch press moves focus to the toggle; the buyer was typing, so focus goes back
    // to the input. A keyboard press leaves focus on the toggle, where the buyer put it.
    const refocus =
      event.pointerType === 'mouse' || event.pointerType === 'touch' || event.pointerType === 'pen';
    restore.current = { start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0, refocus };
  }

  // Changing `type` re-creates the browser's editing state in some engines: put the caret back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = restore.current;
    if (!input || !saved) return;
    restore.current = null;
    if (saved.refocus) input.focus();
    input.setSelectionRange(saved.start, saved.end);
  }, [isRevealed]);

  return (
    <AriaTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      {/* The text field gives the group its invalid and disabled states. */}
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <Input
          ref={inputRef}
          className={[fieldStyles.bareInput, fieldStyles.latinValue].join(' ')}
          placeholder={placeholder}
          spellCheck={false}
          autoCapitalize="off"
        />
        <IconButton
          size="sm"
          className={styles.toggle}
          label={t(isRevealed ? 'hide' : 'show')}
          icon={isRevealed ? <EyeOffIcon /> : <EyeIcon />}
          isDisabled={isDisabled}
          onPressStart={rememberCaret}
          onPress={() => setRevealed((revealed) => !revealed)}
        />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
