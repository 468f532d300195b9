import { LOCALES, type Locale } from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { SavedCard, SavedCardPicker, type SavedCardOption } from './SavedCard';
import { savedCardMessages } from './SavedCard.messages';

afterEach(cleanup);

function renderIn(ui: ReactNode, locale: Locale = 'en') {
  return render(<UIProvider locale={locale}>{ui}</UIProvider>);
}

function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const CARDS: readonly SavedCardOption[] = [
  { id: 'c1', brand: 'MASTERCARD', last4: '0008', validThru: '01/39' },
  { id: 'c2', brand: 'VISA', last4: '1019', validThru: '05/24', expired: true },
  { id: 'c3', brand: 'VISA', last4: '4242', validThru: '12/31' },
];

describe('SavedCard', () => {
  it('shows the brand, the masked number and the valid-thru month, the digits left to right', () => {
    const { container } = renderIn(<SavedCard brand="MASTERCARD" last4="0008" validThru="01/39" />, 'ar');
    const card = container.querySelector<HTMLElement>('[data-brand="MASTERCARD"]')!;
    expect(card.textContent).toBe('MCMastercard •••• 0008صالحة حتى 01/39');
    const number = screen.getByText('•••• 0008');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('01/39').getAttribute('dir')).toBe('ltr');
    // The text mark only repeats the brand's name: hidden from assistive technology.
    expect(screen.getByText('MC').getAttribute('aria-hidden')).toBe('true');
    expect(card.hasAttribute('data-expired')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks an expired card', () => {
    const { container } = renderIn(<SavedCard brand="VISA" last4="1019" validThru="05/24" expired />);
    expect(container.querySelector('[data-brand="VISA"]')?.getAttribute('data-expired')).toBe('true');
    expect(container.textContent).toContain('Valid thru 05/24 Expired');
  });

  it('offers Delete named after the card, in the buyer’s language', () => {
    const onDelete = vi.fn();
    renderIn(<SavedCard brand="VISA" last4="1019" validThru="05/24" onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa ending in 1019' }));
    expect(onDelete).toHaveBeenCalledOnce();
    cleanup();
    renderIn(<SavedCard brand="VISA" last4="1019" validThru="05/24" onDelete={onDelete} />, 'ar');
    expect(screen.getByRole('button', { name: 'حذف بطاقة Visa المنتهية بـ 1019' }).textContent).toBe('حذف');
  });

  it('puts the date where each language’s wording has it', () => {
    for (const locale of LOCALES) {
      renderIn(<SavedCard brand="VISA" last4="4242" validThru="12/31" expired />, locale);
      const date = screen.getByText('12/31');
      const line = date.parentElement?.textContent;
      expect(line, locale).toBe(savedCardMessages[locale].validThru.replace('{date}', '12/31'));
      expect(screen.getByText(savedCardMessages[locale].expired), locale).toBeTruthy();
      cleanup();
    }
  });
});

describe('SavedCardPicker', () => {
  it('is one radio group, each card a radio named by brand and number and described by its date', () => {
    renderIn(<SavedCardPicker cards={CARDS} />);
    expect(screen.getByRole('radiogroup', { name: 'Saved card' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['c1', 'c2', 'c3']);
    const mastercard = screen.getByRole('radio', { name: 'Mastercard •••• 0008' });
    expect(descriptionOf(mastercard)).toBe('Valid thru 01/39');
    const expired = screen.getByRole('radio', { name: 'Visa •••• 1019' });
    expect(expired).toHaveProperty('disabled', true);
    expect(descriptionOf(expired)).toBe('Valid thru 05/24 Expired');
  });

  it('reports the chosen card, and never an expired one', () => {
    const onChange = vi.fn();
    renderIn(<SavedCardPicker cards={CARDS} onChange={onChange} label="Pay with" />);
    expect(screen.getByRole('radiogroup', { name: 'Pay with' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Visa •••• 4242' }));
    expect(onChange).toHaveBeenLastCalledWith('c3');
    fireEvent.click(screen.getByRole('radio', { name: 'Visa •••• 1019' }));
    expect(onChange.mock.calls).toEqual([['c3']]);
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toHaveProperty('checked', true);
  });

  it('follows a controlled value and says an error', () => {
    renderIn(
      <SavedCardPicker cards={CARDS} value="c1" isInvalid errorMessage="Choose a card." isRequired />,
      'ar',
    );
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 0008' })).toHaveProperty('checked', true);
    const group = screen.getByRole('radiogroup', { name: /البطاقة المحفوظة/ });
    expect(descriptionOf(group)).toBe('Choose a card.');
  });
});
