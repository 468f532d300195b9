import { CART_MIN_QUANTITY } from '@tijara/domain';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons';
import { useMessages } from '../../provider';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import * as styles from './NumberField.css';
import { numberFieldMessages } from './NumberField.messages';

/** Whole numbers only: a quantity of 2.5 pieces does not exist. */
const INTEGER_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'step' | 'formatOptions'>, FieldTextProps {
  /** The smallest quantity (spec section 5: at least 1). @default 1 */
  minValue?: number;
  /** The largest quantity: the stock, or the product's maximum per order. */
  maxValue?: number;
  /** `sm` for a tight row (a phone's buy bar, a cart line): narrower buttons and value. @default 'md' */
  size?: 'md' | 'sm';
}

/**
 * A quantity stepper: decrement, value, increment, built on react-aria's number field (arrow
 * keys, Page Up/Down, Home/End and typing work; the value is clamped to the limits on blur).
 * The decrement sits at the inline start in both directions; digits are Latin in every locale
 * because the provider's `Intl` tag asks for them (`-u-nu-latn`). react-aria names each button
 * with its built-in text followed by the field's label ("Decrease quantity, LED desk lamp"), so
 * every line of a cart names its own buttons; they are left out of the Tab order, the arrow keys
 * on the input do the same.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  className,
  isRequired,
  minValue = CART_MIN_QUANTITY,
  size = 'md',
  ...props
}: NumberFieldProps) {
  const t = useMessages(numberFieldMessages);
  return (
    <AriaNumberField
      {...props}
      minValue={minValue}
      step={1}
      formatOptions={INTEGER_FORMAT}
      isRequired={isRequired}
      data-size={size}
      className={[fieldStyles.field, styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <Button slot="decrement" aria-label={t('decrease')} className={styles.stepButton}>
          <MinusIcon />
        </Button>
        <Input className={[fieldStyles.bareInput, styles.input].join(' ')} />
        <Button slot="increment" aria-label={t('increase')} className={styles.stepButton}>
          <PlusIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
