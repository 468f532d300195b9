import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSessionStore } from '@tijara/api';
import { directionOf, LOCALES } from '@tijara/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_ROOT } from '../../scripts/extract-messages.ts';
import { envelope, fakeApi, renderApp } from '../test/renderApp';
import type * as StoredLocale from './storedLocale';
import { LOCALE_STORAGE_KEY, readStoredLocale } from './storedLocale';

// The page reload of a language change, recorded instead of performed (jsdom cannot navigate).
const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));
vi.mock('./storedLocale', async (importOriginal) => {
  const actual = await importOriginal<typeof StoredLocale>();
  return {
    ...actual,
    switchLocale: (locale: Parameters<typeof actual.switchLocale>[0]) =>
      actual.switchLocale(locale, { reload }),
  };
});

/** index.html's inline script, which sets <html lang dir> before the app's JavaScript arrives. */
const bootScript = (() => {
  const html = readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  const match = /<script id="locale-boot">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('index.html has no locale-boot script');
  return match[1];
})();

function runBootScript() {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  // As the browser runs an inline script: in the global scope, with this document.
  const evaluateGlobally = globalThis.eval;
  evaluateGlobally(bootScript);
  return { lang: document.documentElement.lang, dir: document.documentElement.dir };
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockClear();
  localStorage.clear();
});

describe('<html lang dir> before the first paint', () => {
  it.each([null, ...LOCALES, 'EN-us', 'ckb_IQ', 'zh-Hans', 'fr', ''])(
    'follows the stored value %j exactly as the app reads it',
    (stored) => {
      if (stored !== null) localStorage.setItem(LOCALE_STORAGE_KEY, stored);
      const locale = readStoredLocale(localStorage);
      expect(runBootScript()).toEqual({ lang: locale, dir: directionOf(locale) });
    },
  );

  it('falls back to Arabic, right to left, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runBootScript()).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('changing the language', () => {
  it('stores the choice and reloads; the next load is in that language, left to right', async () => {
    fakeApi({ '/ds/business/getRate': () => envelope(200, 1310) });
    renderApp({ locale: 'ar', path: '/', session: createSessionStore({ storage: null }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'بضائع الجملة من الصين إلى بغداد' }),
    ).toBeTruthy();

    // The header's menus arrive with the first interaction.
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    const trigger = await screen.findByRole('button', { name: /اللغة/ });
    const select = trigger.closest('[data-rac]')?.parentElement?.querySelector('select');
    expect(select).toBeTruthy();
    fireEvent.change(select as HTMLSelectElement, { target: { value: 'en' } });

    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(reload).toHaveBeenCalledOnce();

    // The reload: the boot script and the app read the stored choice.
    cleanup();
    expect(runBootScript()).toEqual({ lang: 'en', dir: 'ltr' });
    const locale = readStoredLocale(localStorage);
    renderApp({ locale, path: '/' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Wholesale goods from China, delivered to Baghdad',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[lang="en"][dir="ltr"]')).toBeTruthy());
  });
});
