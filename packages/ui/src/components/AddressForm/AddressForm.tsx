import {
  ADDRESS_TEXT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  POSTCODE_MAX_LENGTH,
  addressFormSchema,
  areaNameIn,
  emptyAddressFormValues,
  isDomainMessageKey,
  validate,
  withCountry,
  withProvince,
  type AddressForm as AddressFormOutput,
  type AddressFormValues,
  type Area,
  type FieldErrors,
} from '@tijara/domain';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { Key } from 'react-aria-components';
import { AlertIcon } from '../../icons';
import { useDomainMessages, useMessages, useUI } from '../../provider';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import * as styles from './AddressForm.css';
import { addressFormMessages } from './AddressForm.messages';

/** The text fields of the form, each trimmed on blur. */
type TextKey = 'firstName' | 'lastName' | 'address' | 'mobile' | 'postcode' | 'email';

/** The most characters each text field takes (spec section 5), from `@tijara/domain`. */
export const ADDRESS_FIELD_MAX_LENGTH = {
  firstName: ADDRESS_TEXT_MAX_LENGTH,
  lastName: ADDRESS_TEXT_MAX_LENGTH,
  address: ADDRESS_TEXT_MAX_LENGTH,
  mobile: ADDRESS_TEXT_MAX_LENGTH,
  postcode: POSTCODE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
} as const satisfies Record<TextKey, number>;

/** A list of areas while it loads, once loaded, or when loading failed. */
type AreaList = { state: 'loading' } | { state: 'ready'; areas: readonly Area[] } | { state: 'failed' };

export interface AddressFormProps {
  /** The countries the selector lists; the form keeps the default one (4840) and the selector is disabled. */
  countries: readonly Area[];
  /** The provinces of the country; without them `loadAreas(countryId)` is called. */
  provinces?: readonly Area[];
  /** The cities of each province, by province id; a province missing here is loaded with `loadAreas`. */
  cities?: Readonly<Record<number, readonly Area[]>>;
  /** Loads the areas under a country or a province (the caller fetches; the form never does). */
  loadAreas?: (parentId: number) => Promise<readonly Area[]>;
  /** The values the form starts from (editing a saved address). @default emptyAddressFormValues() */
  defaultValues?: AddressFormValues;
  /**
   * Called with the valid, trimmed address. A returned promise keeps the submit button loading; a
   * rejected one leaves the form as it was (the caller shows the error).
   */
  onSubmit: (address: AddressFormOutput) => void | Promise<void>;
  /** Called after a submit the schema refused, with the error key of each field. */
  onInvalid?: (errors: FieldErrors) => void;
  /** Shows a cancel button that calls this (for example the dialog's `close`). */
  onCancel?: () => void;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The delivery-address form of spec sections 3 to 5: names, country (fixed), province then city,
 * detailed address, mobile, postcode, email and the default flag. The rules are
 * `@tijara/domain`'s: the schema, the limits, and clearing the city when the province changes.
 * The form's state lives in the component, so in a `Dialog` it resets whenever the dialog closes.
 */
export function AddressForm({
  countries,
  provinces,
  cities,
  loadAreas,
  defaultValues,
  onSubmit,
  onInvalid,
  onCancel,
  className,
}: AddressFormProps) {
  const t = useMessages(addressFormMessages);
  const domainMessage = useDomainMessages();
  const { locale } = useUI();
  const warningId = useId();
  const [values, setValues] = useState<AddressFormValues>(() => defaultValues ?? emptyAddressFormValues());
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [loaded, setLoaded] = useState<Record<number, AreaList>>({});

  const listOf = (parentId: number | null, given: readonly Area[] | undefined): AreaList | null => {
    if (parentId === null) return null;
    if (given) return { state: 'ready', areas: given };
    return loaded[parentId] ?? (loadAreas ? { state: 'loading' } : { state: 'ready', areas: [] });
  };
  const provinceList = listOf(values.countryId, provinces);
  const cityList = listOf(
    values.provinceId,
    values.provinceId === null ? undefined : cities?.[values.provinceId],
  );

  // Loads the lists the props do not give, once per parent area.
  const missing = [
    provinces ? null : values.countryId,
    values.provinceId !== null && !cities?.[values.provinceId] ? values.provinceId : null,
  ].filter((id): id is number => id !== null && loaded[id] === undefined);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!loadAreas || missingKey === '') return;
    for (const parentId of missingKey.split(',').map(Number)) {
      setLoaded((current) => ({ ...current, [parentId]: { state: 'loading' } }));
      loadAreas(parentId).then(
        (areas) => setLoaded((current) => ({ ...current, [parentId]: { state: 'ready', areas } })),
        () => setLoaded((current) => ({ ...current, [parentId]: { state: 'failed' } })),
      );
    }
  }, [loadAreas, missingKey]);

  // While the cities load, the city counts as required: the buyer will have one to choose.
  const provinceHasCities = cityList !== null && (cityList.state !== 'ready' || cityList.areas.length > 0);
  const schema = useMemo(() => addressFormSchema({ provinceHasCities }), [provinceHasCities]);
  const result = validate(schema, values);
  const errors: FieldErrors = attempted && !result.ok ? result.errors : {};

  const errorOf = (field: keyof AddressFormValues) => {
    const key = errors[field];
    return key && isDomainMessageKey(key) ? domainMessage(key) : undefined;
  };

  const optionsOf = (areas: readonly Area[]): SelectOption[] =>
    areas.map((area) => ({ id: area.id, label: areaNameIn(area, locale) }));

  const keyOf = (key: Key | null): number | null => (key === null ? null : Number(key));

  const textField = (field: TextKey, type?: 'email' | 'tel', isRequired = true) => (
    <TextField
      label={t(field)}
      type={type}
      name={field}
      value={values[field]}
      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
      onBlur={() => setValues((current) => ({ ...current, [field]: current[field].trim() }))}
      maxLength={ADDRESS_FIELD_MAX_LENGTH[field]}
      isRequired={isRequired}
      isInvalid={errors[field] !== undefined}
      errorMessage={errorOf(field)}
      validationBehavior="aria"
    />
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (!result.ok) {
      onInvalid?.(result.errors);
      return;
    }
    const pending = onSubmit(result.value);
    // Only a promise makes the button busy: a synchronous handler is done already.
    if (!pending) return;
    setSubmitting(true);
    try {
      await pending;
    } catch {
      // The caller reports the failure; what the buyer typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  const showWarning = attempted && !result.ok;
  const cityPlaceholder =
    cityList?.state === 'loading'
      ? t('loadingAreas')
      : cityList?.state === 'ready' && cityList.areas.length === 0
        ? t('noCities')
        : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={showWarning ? warningId : undefined}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      {showWarning ? (
        <p id={warningId} role="alert" className={styles.warning}>
          <AlertIcon className={styles.warningIcon} />
          {t('invalidSubmit')}
        </p>
      ) : null}
      <div className={styles.pair}>
        {textField('firstName')}
        {textField('lastName')}
      </div>
      <Select
        label={t('country')}
        items={optionsOf(countries)}
        selectedKey={values.countryId}
        onSelectionChange={(key) => setValues((current) => withCountry(current, keyOf(key)))}
        isDisabled
        isRequired
        isInvalid={errors.countryId !== undefined}
        errorMessage={errorOf('countryId')}
        validationBehavior="aria"
      />
      <div className={styles.pair}>
        <Select
          label={t('province')}
          items={provinceList?.state === 'ready' ? optionsOf(provinceList.areas) : []}
          placeholder={provinceList?.state === 'loading' ? t('loadingAreas') : undefined}
          selectedKey={values.provinceId}
          onSelectionChange={(key) => setValues((current) => withProvince(current, keyOf(key)))}
          isDisabled={provinceList?.state !== 'ready'}
          isRequired
          isInvalid={errors.provinceId !== undefined || provinceList?.state === 'failed'}
          errorMessage={provinceList?.state === 'failed' ? t('loadFailed') : errorOf('provinceId')}
          validationBehavior="aria"
        />
        <Select
          label={t('city')}
          items={cityList?.state === 'ready' ? optionsOf(cityList.areas) : []}
          placeholder={cityPlaceholder}
          selectedKey={values.cityId}
          onSelectionChange={(key) => setValues((current) => ({ ...current, cityId: keyOf(key) }))}
          isDisabled={cityList?.state !== 'ready' || cityList.areas.length === 0}
          isRequired={provinceHasCities}
          isInvalid={errors.cityId !== undefined || cityList?.state === 'failed'}
          errorMessage={cityList?.state === 'failed' ? t('loadFailed') : errorOf('cityId')}
          validationBehavior="aria"
        />
      </div>
      {textField('address')}
      {textField('mobile', 'tel')}
      <div className={styles.pair}>
        {textField('postcode', undefined, false)}
        {textField('email', 'email', false)}
      </div>
      <Checkbox
        isSelected={values.isDefault}
        onChange={(isDefault) => setValues((current) => ({ ...current, isDefault }))}
      >
        {t('isDefault')}
      </Checkbox>
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" isLoading={submitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
