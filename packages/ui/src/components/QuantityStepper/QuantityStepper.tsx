import {
  CART_MIN_QUANTITY,
  isDomainMessageKey,
  maxOrderableQuantity,
  quantityProblem,
  type DomainMessageKey,
  type QuantityLimits,
} from '@tijara/domain';
import { useState, type KeyboardEvent } from 'react';
import {
  Button,
  FieldError,
  Group,
  Input,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons';
import { useDomainMessages, useMessages } from '../../provider';
import { latinDigitsOf } from '../CodeField/digits';
import { FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import * as styles from './QuantityStepper.css';
import { quantityStepperMessages } from './QuantityStepper.messages';

/** Whole numbers only: a quantity of 2.5 pieces does not exist. */
const INTEGER_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** Keys with which react-aria steps the value itself (not typing). */
const STEP_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * What the buyer typed, as a whole number (Arabic-Indic digits read as Latin ones, group
 * separators dropped: react-aria lets nothing else into an integer field above zero); `null`
 * while the field is empty.
 */
export function typedQuantity(text: string): number | null {
  const digits = latinDigitsOf(text);
  return digits === '' ? null : Number(digits);
}

export interface QuantityStepperProps
  extends
    Omit<
      AriaNumberFieldProps,
      | 'children'
      | 'step'
      | 'formatOptions'
      | 'minValue'
      | 'maxValue'
      | 'isInvalid'
      | 'validate'
      | 'commitBehavior'
    >,
    Omit<FieldTextProps, 'errorMessage'> {
  /**
   * The variant's stock and the product's maximum per order (`QuantityLimits` of `@tijara/domain`):
   * the stepper offers `CART_MIN_QUANTITY` to `maxOrderableQuantity(limits)`. Nothing in stock
   * disables it.
   */
  limits: QuantityLimits;
  /**
   * A refusal the caller received (the cart call answered `cart.quantity.aboveStock`): shown with
   * the domain's message, as a typed value past the limits is.
   */
  problem?: DomainMessageKey | null | undefined;
}

/**
 * The cart's quantity stepper: decrement, value, increment, each a 44 px touch target, on
 * react-aria's number field (arrow keys, Page Up/Down, Home/End and typing work). A typed quantity
 * the rules of spec section 5 refuse (above the stock or the product's maximum, below one) is
 * brought back within the limits when the buyer leaves the field, and the domain's message says
 * why (politely announced); it stays until the buyer changes the quantity again. The decrement
 * sits at the inline start in both directions; digits are Latin in every locale.
 */
export function QuantityStepper({
  label,
  description,
  className,
  isRequired,
  isDisabled,
  limits,
  problem,
  ...props
}: QuantityStepperProps) {
  const t = useMessages(quantityStepperMessages);
  const tDomain = useDomainMessages();
  const [refusal, setRefusal] = useState<DomainMessageKey | null>(null);
  const maxValue = maxOrderableQuantity(limits);
  const outOfStock = maxValue < CART_MIN_QUANTITY;

  // react-aria names the buttons after a visible label by itself; an `aria-label` only names the
  // input, so each button says it too ("Increase quantity Quantity of LED desk lamp"), and every
  // line of a cart names its own buttons.
  const fieldName = props['aria-label'];
  const stepLabel = (key: 'decrease' | 'increase') => (fieldName ? `${t(key)} ${fieldName}` : t(key));
  const shown = problem ?? refusal;
  const message =
    shown === null
      ? null
      : tDomain(shown, { stock: limits.stock, maxOrder: limits.maxQuantity ?? limits.stock });

  const onTyped = (text: string) => {
    const quantity = typedQuantity(text);
    const key = quantity === null ? null : quantityProblem(quantity, limits);
    setRefusal(key !== null && isDomainMessageKey(key) ? key : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (STEP_KEYS.has(event.key)) setRefusal(null);
  };

  return (
    <AriaNumberField
      {...props}
      minValue={CART_MIN_QUANTITY}
      maxValue={outOfStock ? CART_MIN_QUANTITY : maxValue}
      step={1}
      formatOptions={INTEGER_FORMAT}
      isRequired={isRequired}
      isDisabled={isDisabled || outOfStock}
      isInvalid={message !== null}
      className={[fieldStyles.field, styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <Button
          slot="decrement"
          aria-label={stepLabel('decrease')}
          className={styles.stepButton}
          onPress={() => setRefusal(null)}
        >
          <MinusIcon />
        </Button>
        <Input
          className={[fieldStyles.bareInput, styles.input].join(' ')}
          onChange={(event) => onTyped(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          slot="increment"
          aria-label={stepLabel('increase')}
          className={styles.stepButton}
          onPress={() => setRefusal(null)}
        >
          <PlusIcon />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <div aria-live="polite">
        <FieldError className={fieldStyles.error}>{message}</FieldError>
      </div>
    </AriaNumberField>
  );
}
