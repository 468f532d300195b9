import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

export interface FieldTextProps {
  /** The visible label; also the field's accessible name. */
  label?: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The message shown when the field is invalid (set `isInvalid`), in the buyer's language. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
}

/** The label above a control, with a mark when the field is required. */
export function FieldLabel({ label, isRequired }: Pick<FieldTextProps, 'label' | 'isRequired'>) {
  if (!label) return null;
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** The description and the error message under a control, wired to it by react-aria. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
