/**
 * A worker that loads the runtime's locale data (ICU) off the page's main thread.
 *
 * A new browser process loads that data at its first `Intl` format. In Chromium here the page's
 * first `Intl.NumberFormat` took 40-75 ms of its main thread, and the first date, plural and list
 * formats a few ms more each. A worker runs in the same process, and the data it loads stays loaded
 * for the page: afterwards the page's first formats took under a millisecond each. The page's head
 * starts this worker (build/intlWarmupInHead.ts), long before the app's modules, which make their
 * formats as they load and hydrate.
 *
 * The file is an entry of its own in the build (vite.config.ts), with no imports, so the worker
 * fetches one small script. It is sent the page's language (`<html lang>`), warms it and `en-US`
 * (prices in US dollars have one pattern in every language, money.ts), and closes.
 */

/** Makes each kind of format the app makes as it starts, in `locale` and in `en-US`. */
export function warmIntl(locale: string): void {
  for (const tag of [locale, 'en-US']) {
    try {
      new Intl.NumberFormat(tag, { style: 'decimal', minimumFractionDigits: 2 }).format(1234.5);
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
      new Intl.PluralRules(tag).select(3);
      new Intl.ListFormat(tag).format(['a', 'b']);
    } catch {
      // Not a language tag the runtime takes: nothing to warm for it.
    }
  }
  // react-aria reads the runtime's default language this way.
  new Intl.DateTimeFormat().resolvedOptions();
}

/** What this file needs of a dedicated worker's global scope (the DOM library types the window). */
interface WarmupScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  close(): void;
}

// In a worker (not in a page or a test that imports `warmIntl`): warm the language sent, then close.
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'function') {
  const scope = globalThis as unknown as WarmupScope;
  scope.onmessage = (event) => {
    // Without a language, Arabic: the domain's DEFAULT_LOCALE, written out so the worker stays one
    // file with no imports.
    warmIntl(typeof event.data === 'string' && event.data !== '' ? event.data : 'ar');
    scope.close();
  };
}
