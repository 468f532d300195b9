import {
  formatIqd,
  LOCALES,
  parseIqdPerUsd,
  usdCents,
  usdCentsFromDollars,
  usdToIqd,
  type IqdPerUsd,
  type Locale,
} from '@tijara/domain';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage } from '../../i18n';
import { UIProvider } from '../../provider';
import { PriceDisplay } from './PriceDisplay';
import { priceDisplayMessages } from './PriceDisplay.messages';

afterEach(cleanup);

const rate = parseIqdPerUsd(1310) as IqdPerUsd;

function inLocale(locale: Locale, node: ReactNode) {
  return render(<UIProvider locale={locale}>{node}</UIProvider>).container;
}

describe('PriceDisplay (spec section 9)', () => {
  it.each(LOCALES)('shows USD as $1,234.56 in a left-to-right isolate in %s', (locale) => {
    const container = inLocale(locale, <PriceDisplay price={usdCents(123456)} />);
    const amount = container.querySelector('bdi[dir="ltr"]');
    expect(amount?.textContent).toBe('$1,234.56');
  });

  it('shows the floored cents of a dollar amount with two decimals', () => {
    const container = inLocale('en', <PriceDisplay price={usdCentsFromDollars(19.999)} />);
    expect(container.textContent).toBe('$19.99');
  });

  it.each(LOCALES)('shows IQD without decimals at the rate in %s', (locale) => {
    const container = inLocale(locale, <PriceDisplay price={usdCents(1550)} currency="IQD" rate={rate} />);
    const text = container.querySelector('bdi')?.textContent ?? '';
    expect(text).toBe(formatIqd(usdToIqd(usdCents(1550), rate), locale));
    expect(text).toContain('20,305');
    expect(text).not.toMatch(/\d[.٫]\d/);
  });

  it('shows a range as min - max, each amount isolated, read as one phrase', () => {
    const container = inLocale('en', <PriceDisplay price={{ min: usdCents(199), max: usdCents(2450) }} />);
    const visible = container.querySelector('[aria-hidden="true"]');
    expect(visible?.textContent).toBe('$1.99 – $24.50');
    expect(visible?.querySelectorAll('bdi[dir="ltr"]')).toHaveLength(2);
    expect(container.textContent).toContain('From $1.99 to $24.50');
  });

  it('shows a range whose ends are equal as a single price', () => {
    const container = inLocale('en', <PriceDisplay price={{ min: usdCents(500), max: usdCents(500) }} />);
    expect(container.textContent).toBe('$5.00');
  });

  it('shows a range in IQD', () => {
    const container = inLocale(
      'ar',
      <PriceDisplay price={{ min: usdCents(100), max: usdCents(1000) }} currency="IQD" rate={rate} />,
    );
    const amounts = [...container.querySelectorAll('[aria-hidden="true"] bdi')].map((bdi) => bdi.textContent);
    expect(amounts).toEqual([
      formatIqd(usdToIqd(usdCents(100), rate), 'ar'),
      formatIqd(usdToIqd(usdCents(1000), rate), 'ar'),
    ]);
  });

  it.each(LOCALES)('strikes the original price through and says "was ... now ..." in %s', (locale) => {
    const container = inLocale(locale, <PriceDisplay price={usdCents(950)} originalPrice={usdCents(1200)} />);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('$12.00');
    expect(getComputedStyle(struck as Element).textDecorationLine).toBe('line-through');
    expect(container.textContent).toContain(
      formatMessage(priceDisplayMessages, locale, 'promotion', { original: '$12.00', price: '$9.50' }),
    );
  });

  it('shows no struck-through price when the original is not higher', () => {
    const container = inLocale('en', <PriceDisplay price={usdCents(950)} originalPrice={usdCents(950)} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('$9.50');
  });
});
