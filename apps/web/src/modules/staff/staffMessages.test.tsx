import { createSessionStore } from '@tijara/api';
import type { Locale } from '@tijara/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Catalogues from '../../i18n/catalogues';
import type { StaffCatalogue } from '../../i18n/catalogues';
import ar from '../../i18n/messages/staff/ar.json';
import en from '../../i18n/messages/staff/en.json';
import { fakeApi, renderApp } from '../../test/renderApp';

/** The staff catalogue's downloads, answered by each test when it chooses. */
const downloads = vi.hoisted(() => ({
  asked: [] as string[],
  load: (locale: string): Promise<unknown> => Promise.reject(new Error(`no catalogue for ${locale}`)),
}));

vi.mock('../../i18n/catalogues', async (importOriginal) => ({
  ...(await importOriginal<typeof Catalogues>()),
  loadStaffCatalogue: (locale: Locale) => {
    downloads.asked.push(locale);
    return downloads.load(locale);
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  downloads.asked = [];
});

function renderConsole(locale: Locale) {
  fakeApi({});
  const session = createSessionStore({ storage: null });
  session.signIn('token-of-the-test');
  return renderApp({ path: '/staff', session, locale });
}

describe('the staff console’s own catalogue', () => {
  it('is downloaded by the console in its language, which shows its texts once it has arrived', async () => {
    let arrive: (catalogue: StaffCatalogue) => void = () => undefined;
    downloads.load = () => new Promise((resolve) => (arrive = resolve));
    renderConsole('en');
    // The page's loading bar while it downloads; none of the console's texts, and no raw ids.
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(document.body.textContent).not.toContain('staff.');
    expect(downloads.asked).toEqual(['en']);

    arrive(en);
    expect(await screen.findByRole('link', { name: en['staff.console'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: en['staff.signOut'] })).toBeTruthy();
    expect(document.body.textContent).not.toContain('staff.');
  });

  it('shows the page’s error state if it cannot be downloaded, and asks again on the next visit', async () => {
    downloads.load = (locale) => Promise.reject(new Error(`no catalogue for ${locale}`));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole('ar');
    expect(await screen.findByRole('heading', { name: 'تعذّر تحميل هذه الصفحة' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: ar['staff.console'] })).toBeNull();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
    cleanup();

    downloads.load = () => Promise.resolve(ar);
    renderConsole('ar');
    expect(await screen.findByRole('link', { name: ar['staff.console'] })).toBeTruthy();
    expect(downloads.asked).toEqual(['ar', 'ar']);
  });
});
