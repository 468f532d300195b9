import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { PhoneField, type PhoneFieldCountry } from './PhoneField';

const COUNTRIES: PhoneFieldCountry[] = [
  { code: 'IQ', dialingCode: '964', flag: '🇮🇶', name: 'العراق' },
  { code: 'TR', dialingCode: '90', flag: '🇹🇷', name: 'تركيا' },
];

// The suite runs without globals, so Testing Library does not unmount between tests by itself.
afterEach(cleanup);

describe('PhoneField', () => {
  it('keeps only Latin digits of what is typed', () => {
    const onChange = vi.fn();
    render(
      <UIProvider locale="ar">
        <PhoneField label="رقم الهاتف" countries={COUNTRIES} onChange={onChange} />
      </UIProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'رقم الهاتف' });
    fireEvent.change(input, { target: { value: '٠٧٧٠ 123-45' } });
    expect(input).toHaveProperty('value', '077012345');
    expect(onChange).toHaveBeenLastCalledWith('077012345');
  });

  it('shows the first country by default and a chosen one when controlled', () => {
    const { rerender } = render(
      <UIProvider locale="ar">
        <PhoneField label="رقم الهاتف" countries={COUNTRIES} />
      </UIProvider>,
    );
    expect(screen.getByRole('button', { name: /رمز الدولة/ }).textContent).toContain('+964');
    rerender(
      <UIProvider locale="ar">
        <PhoneField label="رقم الهاتف" countries={COUNTRIES} countryCode="TR" />
      </UIProvider>,
    );
    expect(screen.getByRole('button', { name: /رمز الدولة/ }).textContent).toContain('+90');
  });

  it('writes the country code and the number left to right on an Arabic page', () => {
    render(
      <UIProvider locale="ar">
        <PhoneField label="رقم الهاتف" countries={COUNTRIES} />
      </UIProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'رقم الهاتف' });
    expect(input.closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText('رقم الهاتف').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
