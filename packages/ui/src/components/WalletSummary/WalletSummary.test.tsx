import { iqdDinars, usdCents, type Locale } from '@tijara/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider } from '../../provider';
import { WalletSummary, type WalletSummaryProps } from './WalletSummary';

afterEach(cleanup);

const PROPS: WalletSummaryProps = {
  availableIqd: iqdDinars(1_250_000),
  availableInUsd: usdCents(95_420),
  frozenIqd: iqdDinars(1_000_000),
  freezes: [
    {
      id: 'f1',
      amount: iqdDinars(1_000_000),
      days: 15,
      bonus: iqdDinars(20_000),
      endsAt: new Date('2026-03-16T10:00:00Z'),
    },
  ],
};

function renderSummary(props: Partial<WalletSummaryProps> = {}, locale: Locale = 'en') {
  return render(
    <UIProvider locale={locale}>
      <WalletSummary {...PROPS} {...props} />
    </UIProvider>,
  );
}

const textOf = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent;

describe('WalletSummary', () => {
  it('shows the available balance in dinars and in dollars, the frozen amount and each freeze', () => {
    const { container } = renderSummary();
    expect(textOf(container, '[data-figure="available"]')).toBe('IQD\u00a01,250,000');
    expect(textOf(container, '[data-figure="availableInUsd"]')).toBe('About \u2068$954.20\u2069');
    expect(textOf(container, '[data-figure="frozen"]')).toBe('IQD\u00a01,000,000');
    const freeze = container.querySelector('[data-freeze="f1"]');
    expect(freeze?.textContent).toContain('15 days, +\u20682%\u2069');
    expect(freeze?.textContent).toContain('Mar 16, 2026');
    expect(textOf(container, '[data-figure="bonus"]')).toBe('+IQD\u00a020,000');
    expect(screen.getByRole('list', { name: 'Active freezes' })).toBeTruthy();
    // No dollars held: no such line.
    expect(container.querySelector('[data-figure="heldUsd"]')).toBeNull();
  });

  it('leaves out what is unknown or empty: the dollar value without a rate, the freezes list', () => {
    const { container } = renderSummary({ availableInUsd: null, freezes: [], heldUsd: usdCents(1_500) });
    expect(container.querySelector('[data-figure="availableInUsd"]')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(textOf(container, '[data-figure="heldUsd"]')).toBe('$15.00');
  });

  it('shows placeholders, not figures, while loading', () => {
    const { container } = renderSummary({ isLoading: true }, 'ar');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('[data-figure]')).toBeNull();
    expect(container.textContent).toContain('المحفظة');
  });
});
