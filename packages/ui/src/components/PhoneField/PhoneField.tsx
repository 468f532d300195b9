import { useState } from 'react';
import {
  Button,
  Group,
  Input,
  ListBox,
  Popover,
  Select,
  SelectValue,
  TextField as AriaTextField,
  VisuallyHidden,
  type Key,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons';
import { useMessages } from '../../provider';
import { latinDigitsOf } from '../CodeField/digits';
import { CountryFlag } from '../CountryFlag';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { SelectItem } from '../Select';
import * as listStyles from '../Select/Select.css';
import * as styles from './PhoneField.css';
import { phoneFieldMessages } from './PhoneField.messages';

/** A country the buyer can pick the dialing code of. */
export interface PhoneFieldCountry {
  /** ISO 3166-1 alpha-2 code, for example `IQ`. */
  code: string;
  /** International dialing code without `+`, for example `964`. */
  dialingCode: string;
  /** The flag emoji, for a country `CountryFlag` does not draw. */
  flag: string;
  /** The country's name in the buyer's language. */
  name: string;
}

export interface PhoneFieldProps
  extends
    Omit<AriaTextFieldProps, 'children' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'>,
    FieldTextProps {
  /** The countries offered, in the order shown. */
  countries: readonly PhoneFieldCountry[];
  /** The chosen country's `code` (controlled). */
  countryCode?: string;
  /** The country chosen at first (uncontrolled). @default the first of `countries` */
  defaultCountryCode?: string;
  /** Called with the `code` of the country the buyer picks. */
  onCountryChange?: (code: string) => void;
  /** The national number's digits (controlled). */
  value?: string;
  /** The number to start with (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the number's Latin digits (anything else typed is dropped). */
  onChange?: (digits: string) => void;
  placeholder?: string;
}

/**
 * A phone number with its country: a country picker (flag and dialing code) and the number.
 * The label and the field's place follow the page; the box itself is written left to right in
 * every language (`dir="ltr"`), so "+964 7701234567" reads as dialled, the code first, even on an
 * Arabic page (the way `latinValue` treats other Latin values).
 */
export function PhoneField({
  countries,
  countryCode,
  defaultCountryCode,
  onCountryChange,
  value,
  defaultValue = '',
  onChange,
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isRequired,
  isDisabled,
  ...props
}: PhoneFieldProps) {
  const t = useMessages(phoneFieldMessages);
  const [uncontrolledCountry, setUncontrolledCountry] = useState(defaultCountryCode ?? countries[0]?.code);
  const [uncontrolledNumber, setUncontrolledNumber] = useState(() => latinDigitsOf(defaultValue));
  const selectedCountry = countryCode ?? uncontrolledCountry;
  const number = value === undefined ? uncontrolledNumber : latinDigitsOf(value);

  function changeCountry(key: Key | null) {
    if (key === null) return;
    const code = String(key);
    if (countryCode === undefined) setUncontrolledCountry(code);
    onCountryChange?.(code);
  }

  function changeNumber(typed: string) {
    const digits = latinDigitsOf(typed);
    if (value === undefined) setUncontrolledNumber(digits);
    if (digits !== number) onChange?.(digits);
  }

  return (
    <AriaTextField
      {...props}
      type="tel"
      value={number}
      onChange={changeNumber}
      autoComplete={props.autoComplete ?? 'tel-national'}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group dir="ltr" className={[fieldStyles.control, styles.group].join(' ')}>
        <Select
          aria-label={t('countryCode')}
          value={selectedCountry ?? null}
          onChange={changeCountry}
          isDisabled={isDisabled}
        >
          <Button className={styles.countryTrigger}>
            <SelectValue<PhoneFieldCountry> className={styles.countryValue}>
              {({ selectedItems }) => {
                const country = selectedItems[0];
                if (!country) return null;
                return (
                  <>
                    <CountryFlag code={country.code} emoji={country.flag} />
                    <span>+{country.dialingCode}</span>
                    <VisuallyHidden>{country.name}</VisuallyHidden>
                  </>
                );
              }}
            </SelectValue>
            <ChevronDownIcon className={styles.chevron} />
          </Button>
          {/*
            The list is portalled out of the box, so it follows the page's direction; it hangs from
            the box's left edge, where the country button is in every language.
          */}
          <Popover className={listStyles.popover} placement="bottom left">
            <ListBox className={listStyles.listBox} items={countries}>
              {(country) => (
                <SelectItem id={country.code} textValue={country.name}>
                  <CountryFlag code={country.code} emoji={country.flag} /> <span>{country.name}</span>{' '}
                  <bdi dir="ltr" className={styles.dialingCode}>
                    +{country.dialingCode}
                  </bdi>
                </SelectItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <Input className={[fieldStyles.bareInput, styles.number].join(' ')} placeholder={placeholder} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
