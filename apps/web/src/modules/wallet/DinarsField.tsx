import { latinDigits, TextField } from '@tijara/ui';

/** The amount typed, in whole dinars (Arabic-Indic digits and grouping allowed), or NaN. */
export function dinarsOf(text: string): number {
  const digits = latinDigits(text).replace(/[\s,٬.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export interface DinarsFieldProps {
  label: string;
  /** What the amount may be (the balance a freeze may take, a top-up's bounds). */
  description: string;
  /** The text as typed: read it with `dinarsOf`. */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** The wallet dialogs' amount in whole dinars (`amountIqd`), typed on a numeric keypad. */
export function DinarsField({ label, description, value, onChange, errorMessage }: DinarsFieldProps) {
  return (
    <TextField
      name="amountIqd"
      label={label}
      description={description}
      inputMode="numeric"
      isRequired
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
