import { iqdDinars, LOCALES, PAYMENT_METHODS, type Locale } from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker';

afterEach(cleanup);

function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const METHODS: PaymentMethodPickerProps['methods'] = [
  { method: 'bank_transfer' },
  { method: 'cash' },
  { method: 'zaincash' },
  { method: 'fib' },
  { method: 'card' },
  { method: 'wallet', walletBalance: iqdDinars(50_000), disabledReason: 'walletBalanceTooLow' },
];

function renderPicker(props: Partial<PaymentMethodPickerProps> = {}, locale: Locale = 'en') {
  return render(
    <UIProvider locale={locale}>
      <PaymentMethodPicker methods={METHODS} {...props} />
    </UIProvider>,
  );
}

describe('PaymentMethodPicker', () => {
  it('is one radio group, named by its built-in label, with one radio per method named by the method', () => {
    renderPicker();
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'bank_transfer',
      'cash',
      'zaincash',
      'fib',
      'card',
      'wallet',
    ]);
    const transfer = screen.getByRole('radio', { name: 'Bank transfer' });
    expect(descriptionOf(transfer)).toBe(
      'Transfer to our bank account and upload the voucher; finance reviews it in about 15 minutes.',
    );
  });

  it('disables a method with a reason and says the reason with the method, with the wallet balance', () => {
    renderPicker();
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    expect(wallet).toHaveProperty('disabled', true);
    const description = descriptionOf(wallet);
    expect(description).toContain('Balance: \u2068IQD\u00a050,000\u2069');
    expect(description).toContain('Your wallet balance is below this payment.');
    // A method without a reason is neither disabled nor described by one.
    const card = screen.getByRole('radio', { name: 'Visa or Mastercard card' });
    expect(card).toHaveProperty('disabled', false);
    expect(descriptionOf(card)).not.toContain('below');
  });

  it('says the reason in Arabic', () => {
    renderPicker({}, 'ar');
    expect(descriptionOf(screen.getByRole('radio', { name: 'المحفظة' }))).toContain(
      'رصيد المحفظة أقل من مبلغ هذه الدفعة.',
    );
  });

  it('reports the chosen method, and never a disabled one', () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    fireEvent.click(screen.getByRole('radio', { name: 'ZainCash' }));
    expect(onChange).toHaveBeenLastCalledWith('zaincash');
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
    expect(onChange.mock.calls).toEqual([['zaincash']]);
    expect(screen.getByRole('radio', { name: 'ZainCash' })).toHaveProperty('checked', true);
  });

  it('names and describes every method of the domain in every language', () => {
    for (const locale of LOCALES) {
      renderPicker({ methods: PAYMENT_METHODS.map((method) => ({ method })) }, locale);
      const radios = screen.getAllByRole('radio');
      expect(radios).toHaveLength(PAYMENT_METHODS.length);
      for (const radio of radios) {
        const name = document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent;
        expect(name, `${locale} ${radio.getAttribute('value')}`).toBeTruthy();
        expect(descriptionOf(radio).length, `${locale} ${radio.getAttribute('value')}`).toBeGreaterThan(10);
      }
      cleanup();
    }
  });

  it('lets a wallet with enough balance be chosen', () => {
    const onChange = vi.fn();
    renderPicker({
      onChange,
      methods: [{ method: 'bank_transfer' }, { method: 'wallet', walletBalance: iqdDinars(900_000) }],
    });
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    expect(wallet).toHaveProperty('disabled', false);
    fireEvent.click(wallet);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('wallet');
  });
});
