import { createPdpdClient, PdpdProvider } from '@tijara/api';
import { formatIqd, formatUsd, iqdDinars, usdCents, type Locale } from '@tijara/domain';
import { UIProvider } from '@tijara/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/messages/en.json';
import { CurrencyMenu } from '../modules/layout/HeaderMenus';
import { envelope } from '../test/renderApp';
import { CURRENCY_STORAGE_KEY, CurrencyProvider, DEFAULT_CURRENCY, readStoredCurrency } from './currency';
import { Price } from './Price';

afterEach(cleanup);

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function renderPrice(storage: ReturnType<typeof memoryStorage>, rate: () => Response, locale: Locale = 'en') {
  const client = createPdpdClient({ getLocale: () => locale, fetch: () => Promise.resolve(rate()) });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="en" messages={en}>
        <UIProvider locale={locale}>
          <PdpdProvider client={client} locale={locale}>
            <CurrencyProvider storage={storage}>
              <CurrencyMenu />
              <p data-testid="price">
                <Price price={usdCents(1999)} />
              </p>
            </CurrencyProvider>
          </PdpdProvider>
        </UIProvider>
      </IntlProvider>
    </SWRConfig>,
  );
}

const priceText = () => screen.getByTestId('price').textContent;

describe('readStoredCurrency', () => {
  it('reads the stored choice; nothing, something unknown or blocked storage give the default', () => {
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_STORAGE_KEY]: 'IQD' }))).toBe('IQD');
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_STORAGE_KEY]: 'EUR' }))).toBe(DEFAULT_CURRENCY);
    expect(readStoredCurrency(memoryStorage())).toBe('USD');
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readStoredCurrency(blocked)).toBe('USD');
  });
});

describe('the buyer currency', () => {
  it('shows prices in dollars by default, in dinars at the server rate once chosen, and keeps the choice', async () => {
    const storage = memoryStorage();
    const view = renderPrice(storage, () => envelope(200, 1310));
    expect(priceText()).toBe(formatUsd(usdCents(1999)));

    const select = screen.getByRole('button', { name: /Currency/ }).parentElement?.querySelector('select');
    fireEvent.change(select as HTMLSelectElement, { target: { value: 'IQD' } });

    // $19.99 at 1,310 IQD per USD is 26,187 dinars.
    const dinars = formatIqd(iqdDinars(26_187), 'en');
    await waitFor(() => expect(priceText()).toBe(dinars));
    expect(storage.getItem(CURRENCY_STORAGE_KEY)).toBe('IQD');

    view.unmount();
    renderPrice(storage, () => envelope(200, 1310));
    await waitFor(() => expect(priceText()).toBe(dinars));
  });

  it('shows dollars rather than nothing when the rate cannot be had', async () => {
    const storage = memoryStorage({ [CURRENCY_STORAGE_KEY]: 'IQD' });
    renderPrice(storage, () => envelope(503, null, 'down'));
    await waitFor(() => expect(priceText()).toBe(formatUsd(usdCents(1999))));
  });
});
