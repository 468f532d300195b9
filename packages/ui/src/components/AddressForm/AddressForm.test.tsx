import {
  ADDRESS_TEXT_MAX_LENGTH,
  DOMAIN_MESSAGES,
  EMAIL_MAX_LENGTH,
  POSTCODE_MAX_LENGTH,
} from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { ADDRESS_FIELD_MAX_LENGTH, AddressForm } from './AddressForm';
import { CITIES, COUNTRIES, PROVINCES } from './AddressForm.storyData';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn(), onInvalid = vi.fn()) {
  render(
    <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
      <AddressForm
        countries={COUNTRIES}
        provinces={PROVINCES}
        cities={CITIES}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
      />
    </UIProvider>,
  );
  return { onSubmit, onInvalid };
}

describe('AddressForm', () => {
  it('takes its limits from the domain (spec section 5)', () => {
    expect(ADDRESS_FIELD_MAX_LENGTH).toEqual({
      firstName: ADDRESS_TEXT_MAX_LENGTH,
      lastName: ADDRESS_TEXT_MAX_LENGTH,
      address: ADDRESS_TEXT_MAX_LENGTH,
      mobile: ADDRESS_TEXT_MAX_LENGTH,
      postcode: POSTCODE_MAX_LENGTH,
      email: EMAIL_MAX_LENGTH,
    });
    expect([ADDRESS_TEXT_MAX_LENGTH, POSTCODE_MAX_LENGTH, EMAIL_MAX_LENGTH]).toEqual([128, 9, 320]);
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Postcode' }).getAttribute('maxlength')).toBe('9');
    expect(screen.getByRole('textbox', { name: /First name/ }).getAttribute('maxlength')).toBe('128');
  });

  it('trims a field on blur', () => {
    renderForm();
    const input = screen.getByRole('textbox', { name: /Mobile/ });
    fireEvent.change(input, { target: { value: '  0770 123  ' } });
    expect(input).toHaveProperty('value', '  0770 123  ');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '0770 123');
  });

  it('warns on an invalid submit, does not submit, and keeps what was typed', () => {
    const { onSubmit, onInvalid } = renderForm();
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    fireEvent.change(lastName, { target: { value: 'Hassan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'address.firstName.required',
        provinceId: 'address.province.required',
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(screen.getByText('Enter the first name.')).toBeTruthy();
    expect(lastName).toHaveProperty('value', 'Hassan');
  });
});
