import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { procurementCustomerFormSchema } from './procurementCustomer';
import { CUSTOMER_LOOKUP_DEBOUNCE_MS, procurementCustomerLabel } from './procurementCustomerRule';

const customer = { userId: '42', userName: 'Ali', phone: '7701234567', email: 'ali@example.iq' };

describe('procurementCustomerLabel', () => {
  it('reads name(phone, email)', () => {
    expect(procurementCustomerLabel(customer)).toBe('Ali(7701234567, ali@example.iq)');
  });

  it('leaves out a missing phone or email', () => {
    expect(procurementCustomerLabel({ ...customer, phone: '' })).toBe('Ali(ali@example.iq)');
    expect(procurementCustomerLabel({ ...customer, email: ' ' })).toBe('Ali(7701234567)');
    expect(procurementCustomerLabel({ ...customer, phone: '', email: '' })).toBe('Ali');
  });
});

describe('procurement dialog', () => {
  it('requires a customer, by userId', () => {
    expect(validate(procurementCustomerFormSchema, { userId: ' 42 ' })).toEqual({
      ok: true,
      value: { userId: '42' },
    });
    for (const userId of ['', undefined]) {
      expect(validate(procurementCustomerFormSchema, { userId })).toEqual({
        ok: false,
        errors: { userId: 'procurement.customer.required' },
      });
    }
  });

  it('looks customers up 500 ms after typing stops', () => {
    expect(CUSTOMER_LOOKUP_DEBOUNCE_MS).toBe(500);
  });
});
