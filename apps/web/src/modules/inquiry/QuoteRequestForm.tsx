import { useQuoteRequest } from '@tijara/api';
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_QUOTE_UNIT,
  PHONE_LOGIN_COUNTRIES,
  QUOTE_UNITS,
  quoteRequestFormSchema,
  toLatinDigits,
  validate,
  type QuoteUnit,
} from '@tijara/domain';
import { Button, NumberField, PhoneField, Select, TextField, type PhoneFieldCountry } from '@tijara/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatDomainKey } from '../../i18n/domainMessages';
import * as styles from './QuoteRequestForm.css';

/** Spec section 3's units, named in the buyer's language (`inquiry.unit.<unit>`, as the domain says). */
const unitNames = defineMessages({
  piece: { id: 'inquiry.unit.piece' },
  pair: { id: 'inquiry.unit.pair' },
  set: { id: 'inquiry.unit.set' },
  box: { id: 'inquiry.unit.box' },
  roll: { id: 'inquiry.unit.roll' },
  ream: { id: 'inquiry.unit.ream' },
  ton: { id: 'inquiry.unit.ton' },
  meter: { id: 'inquiry.unit.meter' },
  yard: { id: 'inquiry.unit.yard' },
  foot: { id: 'inquiry.unit.foot' },
  squareMeter: { id: 'inquiry.unit.squareMeter' },
  squareFoot: { id: 'inquiry.unit.squareFoot' },
}) satisfies Record<QuoteUnit, unknown>;

type TextFieldName =
  | 'productName'
  | 'description'
  | 'targetUnitPrice'
  | 'maximumBudget'
  | 'contactName'
  | 'phone'
  | 'email'
  | 'sourceUrl';

type FieldName = TextFieldName | 'quantity' | 'unit' | 'areaId';

const EMPTY: Record<TextFieldName, string> = {
  productName: '',
  description: '',
  targetUnitPrice: '',
  maximumBudget: '',
  contactName: '',
  phone: '',
  email: '',
  sourceUrl: '',
};

/**
 * A dollar amount as typed ("2.5", "٢٫٥", "2,5") as the number the domain's form rule reads, or
 * the text itself when it is not a number, so the rule reports it; nothing typed is nothing.
 */
function typedAmount(text: string): number | string | undefined {
  const typed = toLatinDigits(text.trim()).replace('٫', '.').replace(',', '.');
  if (typed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : text;
}

/**
 * The sourcing quote form (spec sections 2, 3 and 5; `/hello/order/quotations`): what is wanted
 * (product name or keywords, description, quantity and unit, target unit price and maximum budget
 * in US dollars, a similar product's page) and who asks (a name, and a phone or an email). The
 * domain's `quoteRequestFormSchema` checks it before it is sent; every problem shows under its
 * field. Attachments need the upload call, which does not exist yet, so the form has none.
 */
export function QuoteRequestForm() {
  const intl = useIntl();
  const statusId = useId();
  const { submitQuoteRequest, isSubmitting } = useQuoteRequest();
  const [values, setValues] = useState(EMPTY);
  const [quantity, setQuantity] = useState(Number.NaN);
  const [unit, setUnit] = useState<QuoteUnit>(DEFAULT_QUOTE_UNIT);
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_PHONE_COUNTRY.isoCode);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sentId, setSentId] = useState<string | null>(null);

  const countries = useMemo<PhoneFieldCountry[]>(
    () =>
      PHONE_LOGIN_COUNTRIES.map((country) => ({
        code: country.isoCode,
        dialingCode: country.dialingCode,
        flag: country.flag,
        name: formatDomainKey(intl, country.nameKey),
      })),
    [intl],
  );
  const units = QUOTE_UNITS.map((id) => ({ id, label: intl.formatMessage(unitNames[id]) }));
  const areaId =
    PHONE_LOGIN_COUNTRIES.find((country) => country.isoCode === countryCode)?.dialingCode ??
    DEFAULT_PHONE_COUNTRY.dialingCode;

  function change(field: TextFieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A phone or an email: typing either answers "give a way to reach you" for both.
    const cleared: FieldName[] = field === 'phone' || field === 'email' ? ['phone', 'email'] : [field];
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((name) => [name, undefined])) }));
    setSentId(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    const parsed = validate(quoteRequestFormSchema, {
      ...values,
      quantity: Number.isNaN(quantity) ? undefined : quantity,
      unit,
      areaId,
      targetUnitPrice: typedAmount(values.targetUnitPrice),
      maximumBudget: typedAmount(values.maximumBudget),
      attachments: [],
    });
    if (!parsed.ok) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const [path, key] of Object.entries(parsed.errors)) {
        found[path as FieldName] ??= formatDomainKey(intl, key);
      }
      setErrors(found);
      return;
    }
    // The form's output without its attachments is the call's request (the domain's contract).
    const request: Omit<typeof parsed.value, 'attachments'> & { attachments?: unknown } = { ...parsed.value };
    delete request.attachments;
    // A refusal (a field the server rejects, too many requests) has shown its toast already.
    const result = await submitQuoteRequest(request);
    if (!result.success) return;
    setSentId(result.data.id);
    setValues(EMPTY);
    setQuantity(Number.NaN);
    setUnit(DEFAULT_QUOTE_UNIT);
  }

  const text = (field: TextFieldName) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => change(field, value),
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
    validationBehavior: 'aria' as const,
  });

  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={isSubmitting}
      aria-describedby={statusId}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        {...text('productName')}
        className={styles.wide}
        label={intl.formatMessage({ id: 'inquiry.productName' })}
        isRequired
      />
      <TextField
        {...text('description')}
        className={styles.wide}
        label={intl.formatMessage({ id: 'inquiry.description' })}
      />
      <NumberField
        label={intl.formatMessage({ id: 'inquiry.quantity' })}
        value={quantity}
        onChange={(value) => {
          setQuantity(value);
          setErrors((current) => ({ ...current, quantity: undefined }));
        }}
        isInvalid={errors.quantity !== undefined}
        errorMessage={errors.quantity}
      />
      <Select
        label={intl.formatMessage({ id: 'inquiry.unit' })}
        items={units}
        value={unit}
        onChange={(key) => {
          const next = QUOTE_UNITS.find((option) => option === key);
          if (next) setUnit(next);
        }}
      />
      <TextField
        {...text('targetUnitPrice')}
        label={intl.formatMessage({ id: 'inquiry.targetUnitPrice' })}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        {...text('maximumBudget')}
        label={intl.formatMessage({ id: 'inquiry.maximumBudget' })}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        {...text('sourceUrl')}
        className={styles.wide}
        type="url"
        label={intl.formatMessage({ id: 'inquiry.sourceUrl' })}
        autoComplete="url"
      />
      <TextField
        {...text('contactName')}
        className={styles.wide}
        label={intl.formatMessage({ id: 'inquiry.contactName' })}
        autoComplete="name"
        isRequired
      />
      <PhoneField
        name="phone"
        label={intl.formatMessage({ id: 'inquiry.phone' })}
        description={intl.formatMessage({ id: 'inquiry.contactHint' })}
        validationBehavior="aria"
        countries={countries}
        countryCode={countryCode}
        onCountryChange={setCountryCode}
        value={values.phone}
        onChange={(digits) => change('phone', digits)}
        isInvalid={errors.phone !== undefined}
        errorMessage={errors.phone ?? errors.areaId}
      />
      <TextField
        {...text('email')}
        type="email"
        label={intl.formatMessage({ id: 'inquiry.email' })}
        autoComplete="email"
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isSubmitting}>
          <FormattedMessage id="inquiry.submit" />
        </Button>
        <p id={statusId} className={styles.status} role="status">
          {sentId === null ? null : <FormattedMessage id="inquiry.sent" values={{ id: sentId }} />}
        </p>
      </div>
    </form>
  );
}
