import { PAYMENT_PASSWORD_LENGTH } from '@tijara/domain';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import * as styles from './CodeField.css';
import { latinDigitsOf } from './digits';

/** What a masked box shows for a digit that is there. */
const MASK = '•';

export interface CodeFieldProps
  extends
    Omit<
      AriaTextFieldProps,
      | 'children'
      | 'type'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'maxLength'
      | 'minLength'
      | 'pattern'
      | 'inputMode'
      | 'autoComplete'
    >,
    FieldTextProps {
  /** How many digits the code has (spec section 5: the payment password has 6). @default 6 */
  length?: number;
  /** Shows dots instead of digits, and hides the value from screen readers (payment password). @default false */
  isMasked?: boolean;
  /** The digits entered so far (controlled). */
  value?: string;
  /** The digits to start with (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the Latin digits on every change. */
  onChange?: (code: string) => void;
  /** Called when the last digit is entered (typed or pasted), with the whole code. */
  onComplete?: (code: string) => void;
}

/**
 * A code of `length` digits shown as boxes: verification codes (visible) and the payment password
 * (masked). Digits only (Arabic-Indic digits become Latin); a pasted code fills every box;
 * Backspace goes back a box; the arrow keys move between boxes; a digit typed on a filled box
 * replaces it.
 *
 * Why one input and not one per box: a screen reader meets ONE field with one label, one value
 * and one hint ("verification code, 6 digits"), instead of six unlabelled fields that each take a
 * Tab; `autoComplete="one-time-code"` lets the phone offer the code from the SMS, which only
 * works on a single input; and `type="password"` keeps a masked code out of speech. The boxes are
 * only a drawing of the input's value (`aria-hidden`); the input itself lies transparent over
 * them so taps and the screen reader's focus land on it.
 */
export function CodeField({
  length = PAYMENT_PASSWORD_LENGTH,
  isMasked = false,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  label,
  description,
  errorMessage,
  className,
  isRequired,
  isDisabled,
  isInvalid,
  ...props
}: CodeFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(() => latinDigitsOf(defaultValue).slice(0, length));
  const code = value === undefined ? uncontrolled : latinDigitsOf(value).slice(0, length);
  /** The caret's place while the input has focus (the box drawn as active), else `null`. */
  const [caret, setCaret] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const boxesRef = useRef<HTMLDivElement>(null);
  /** Where the caret goes once React has written a new value into the input. */
  const nextCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || nextCaret.current === null) return;
    const place = Math.min(nextCaret.current, input.value.length);
    nextCaret.current = null;
    input.setSelectionRange(place, place);
    setCaret(place);
  }, [code]);

  function commit(digits: string, caretAfter: number) {
    const next = latinDigitsOf(digits).slice(0, length);
    nextCaret.current = Math.min(caretAfter, next.length);
    if (next === code) {
      // The value did not change (a letter was dropped): the effect will not run, place it now.
      const input = inputRef.current;
      input?.setSelectionRange(nextCaret.current, nextCaret.current);
      setCaret(nextCaret.current);
      nextCaret.current = null;
      return;
    }
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  }

  /** Typing, deleting, autofill, a phone keyboard's input: keep the digits, caret after them. */
  function handleChange(raw: string) {
    const typedUpTo = inputRef.current?.selectionStart ?? raw.length;
    commit(raw, latinDigitsOf(raw.slice(0, typedUpTo)).length);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const start = input.selectionStart ?? code.length;
    const digit = latinDigitsOf(event.key);
    // A digit typed on a filled box replaces it and moves on, as boxes do (the input alone would
    // insert it, or refuse it when full).
    if (digit.length === 1 && event.key.length === 1 && start === input.selectionEnd && start < code.length) {
      event.preventDefault();
      commit(code.slice(0, start) + digit + code.slice(start + 1), start + 1);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = latinDigitsOf(event.clipboardData.getData('text'));
    if (pasted === '') return;
    // A whole code ("123 456" from an SMS) replaces what was there; a part goes in at the caret.
    if (pasted.length >= length) {
      commit(pasted, length);
      return;
    }
    const input = event.currentTarget;
    const start = input.selectionStart ?? code.length;
    const end = input.selectionEnd ?? start;
    commit(code.slice(0, start) + pasted + code.slice(end), start + pasted.length);
  }

  /** A tap on a box puts the caret there (no further than the digits typed so far). */
  function handleClick(event: MouseEvent<HTMLInputElement>) {
    const boxes = boxesRef.current?.querySelectorAll<HTMLElement>('[data-box]');
    if (!boxes) return;
    let index = 0;
    boxes.forEach((box, boxIndex) => {
      if (event.clientX >= box.getBoundingClientRect().left) index = boxIndex;
    });
    const place = Math.min(index, code.length);
    event.currentTarget.setSelectionRange(place, place);
    setCaret(place);
  }

  const activeBox = caret === null ? -1 : Math.min(caret, length - 1);

  return (
    <AriaTextField
      {...props}
      type={isMasked ? 'password' : 'text'}
      value={code}
      onChange={handleChange}
      inputMode="numeric"
      pattern={`[0-9]{${length}}`}
      maxLength={length}
      autoComplete={isMasked ? 'off' : 'one-time-code'}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div ref={boxesRef} className={styles.boxes}>
        {Array.from({ length }, (_, index) => {
          const digit = code[index];
          return (
            <span
              key={index}
              aria-hidden="true"
              data-box=""
              data-filled={digit === undefined ? undefined : ''}
              data-active={index === activeBox ? '' : undefined}
              data-invalid={isInvalid ? '' : undefined}
              data-disabled={isDisabled ? '' : undefined}
              className={styles.box}
            >
              {digit === undefined ? null : isMasked ? MASK : digit}
            </span>
          );
        })}
        <Input
          ref={inputRef}
          className={styles.input}
          spellCheck={false}
          autoCorrect="off"
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onClick={handleClick}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onFocus={(event) => {
            // Focus lands after the last digit (not on a select-all), where the next one goes.
            event.currentTarget.setSelectionRange(code.length, code.length);
            setCaret(code.length);
          }}
          onBlur={() => setCaret(null)}
        />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
