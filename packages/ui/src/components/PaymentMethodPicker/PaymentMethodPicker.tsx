import {
  formatIqd,
  isPaymentMethod,
  PAYMENT_REVIEW_MINUTES,
  type IqdDinars,
  type PaymentMethod,
} from '@tijara/domain';
import { useId, useState, type ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { AlertIcon } from '../../icons';
import { useMessages, useUI } from '../../provider';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field';
import * as styles from './PaymentMethodPicker.css';
import { paymentMethodPickerMessages } from './PaymentMethodPicker.messages';

/** Why a method cannot be chosen for this payment, each said in the buyer's language. */
export const PAYMENT_METHOD_DISABLED_REASONS = [
  'walletBalanceTooLow',
  'noPaymentPassword',
  'unavailable',
] as const;
export type PaymentMethodDisabledReason = (typeof PAYMENT_METHOD_DISABLED_REASONS)[number];

export interface PaymentMethodOption {
  /** The method, as `@tijara/domain`'s `PAYMENT_METHODS` names it. */
  method: PaymentMethod;
  /** The method's logo or an icon; decorative, the built-in name says which method it is. */
  icon?: ReactNode;
  /** A short line under the name, instead of the built-in one. */
  description?: ReactNode;
  /** The wallet's available balance in dinars, shown under the wallet (the server's figure). */
  walletBalance?: IqdDinars | undefined;
  /** Given, the method cannot be chosen and says why (the wallet's balance is below the amount). */
  disabledReason?: PaymentMethodDisabledReason | undefined;
}

export interface PaymentMethodPickerProps
  extends
    Omit<AriaRadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'>,
    Omit<FieldTextProps, 'label'> {
  /** The methods offered for this payment, in order; only these are listed. */
  methods: readonly PaymentMethodOption[];
  /** The group's name; the built-in "Payment method" by default. */
  label?: ReactNode;
  /** The chosen method (controlled); `null` for none. */
  value?: PaymentMethod | null;
  /** The method chosen at first (uncontrolled). */
  defaultValue?: PaymentMethod;
  /** Called with the method the buyer chooses. */
  onChange?: (method: PaymentMethod) => void;
}

/**
 * The payment methods of a stage as one radio group of cards: each with an icon slot, its name, a
 * short description, the wallet's balance, and, when it cannot be chosen, why (the reason is the
 * radio's description, so a screen reader hears it with the name). Arrow keys move the choice
 * (in the reading direction) and skip disabled methods.
 */
export function PaymentMethodPicker({
  methods,
  label,
  description,
  errorMessage,
  isRequired,
  value,
  defaultValue,
  onChange,
  className,
  ...props
}: PaymentMethodPickerProps) {
  const t = useMessages(paymentMethodPickerMessages);
  const { locale } = useUI();
  const idPrefix = useId();
  const disabledKeys = methods.filter((option) => option.disabledReason).map((option) => option.method);
  const [uncontrolled, setUncontrolled] = useState<PaymentMethod | null>(defaultValue ?? null);
  const chosen = value === undefined ? uncontrolled : value;

  return (
    <AriaRadioGroup
      {...props}
      value={chosen}
      onChange={(next) => {
        // A disabled method is never chosen, even if a stale click or a script reaches its input.
        if (!isPaymentMethod(next) || disabledKeys.includes(next)) return;
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      className={composeRenderProps(className, (layout) => [styles.group, layout].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label ?? t('label')} isRequired={isRequired} />
      <div className={styles.items}>
        {methods.map((option) => {
          const id = `${idPrefix}-${option.method}`;
          const isDisabled = disabledKeys.includes(option.method);
          const describedBy = [
            `${id}-description`,
            option.walletBalance === undefined ? null : `${id}-balance`,
          ]
            .concat(isDisabled ? `${id}-reason` : null)
            .filter(Boolean)
            .join(' ');
          return (
            <AriaRadio
              key={option.method}
              value={option.method}
              isDisabled={isDisabled}
              aria-labelledby={`${id}-name`}
              aria-describedby={describedBy}
              className={styles.option}
              data-method={option.method}
            >
              <span className={styles.circle} aria-hidden="true" />
              {option.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {option.icon}
                </span>
              ) : null}
              <span className={styles.text}>
                <span id={`${id}-name`} className={styles.name}>
                  {t(option.method)}
                </span>
                <span id={`${id}-description`} className={styles.description}>
                  {option.description ??
                    t(`${option.method}Description`, { minutes: PAYMENT_REVIEW_MINUTES })}
                </span>
                {option.walletBalance === undefined ? null : (
                  <span id={`${id}-balance`} className={styles.balance}>
                    {t('walletBalance', {
                      balance: `\u2068${formatIqd(option.walletBalance, locale)}\u2069`,
                    })}
                  </span>
                )}
                {option.disabledReason ? (
                  <span id={`${id}-reason`} className={styles.reason} data-reason={option.disabledReason}>
                    <AlertIcon />
                    {t(option.disabledReason)}
                  </span>
                ) : null}
              </span>
            </AriaRadio>
          );
        })}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
