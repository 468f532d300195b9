import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@tijara/domain';
import { warmIntl } from './intlWarmup.worker';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the worker that loads the locale data', () => {
  it.each(LOCALES)('makes each kind of format in %s and in en-US', (locale) => {
    const made = {
      number: vi.spyOn(Intl, 'NumberFormat'),
      date: vi.spyOn(Intl, 'DateTimeFormat'),
      plural: vi.spyOn(Intl, 'PluralRules'),
      list: vi.spyOn(Intl, 'ListFormat'),
    };
    warmIntl(locale);
    for (const constructor of [made.number, made.plural, made.list])
      expect(constructor.mock.calls.map(([tag]) => tag)).toEqual([locale, 'en-US']);
    // And once without a language: the runtime's default, as react-aria reads it.
    expect(made.date.mock.calls.map(([tag]) => tag)).toEqual([locale, 'en-US', undefined]);
  });

  it('passes over a language the runtime does not take, and still warms en-US', () => {
    const number = vi.spyOn(Intl, 'NumberFormat');
    expect(() => warmIntl('not a language tag!')).not.toThrow();
    expect(number.mock.calls.map(([tag]) => tag)).toEqual(['not a language tag!', 'en-US']);
  });

  it('in a worker, warms the language it is sent, then closes', async () => {
    const close = vi.fn();
    vi.stubGlobal('WorkerGlobalScope', function WorkerGlobalScope() {});
    vi.stubGlobal('onmessage', null);
    vi.stubGlobal('close', close);
    await import('./intlWarmup.worker');
    const number = vi.spyOn(Intl, 'NumberFormat');
    const handler = (globalThis as unknown as { onmessage: (event: { data: unknown }) => void }).onmessage;
    handler({ data: 'zh' });
    expect(number.mock.calls.map(([tag]) => tag)).toEqual(['zh', 'en-US']);
    expect(close).toHaveBeenCalledOnce();
  });
});
