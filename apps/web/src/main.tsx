// Latin (every page: digits, prices) and Arabic script (Arabic, Kurdish, and the language menu's
// names) are small; Chinese is most of the fonts' CSS, so only a Chinese page loads it (below).
import '@tijara/ui/fonts/latin';
import '@tijara/ui/fonts/arabic';
import { createSessionStore } from '@tijara/api';
import { directionOf, type Locale } from '@tijara/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { earlyFailureHandlers } from './app/earlyFailures';
import { createStorefrontClient } from './app/pdpdClient';
import { preloadFirstScreen } from './app/preloadFirstScreen';
import { preloadRoute } from './app/routes';
import { browserStorage } from './app/browserStorage';
import { loadCatalogue } from './i18n/catalogues';
import { readStoredLocale } from './i18n/storedLocale';
import './global.css';

// index.html's boot script has set these before the first paint; the same rule, once more, in
// case the page was served without it (a development proxy, a cached copy).
const locale = readStoredLocale(browserStorage());
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The font rules a page in `locale` needs beyond the two every page has. */
function loadLocaleFonts(pageLocale: Locale): Promise<unknown> {
  return pageLocale === 'zh' ? import('@tijara/ui/fonts/chinese') : Promise.resolve();
}

const session = createSessionStore();
// The first screen's data is asked for now, alongside its code, its copy and its fonts.
preloadFirstScreen({
  client: createStorefrontClient({ locale, session, ...earlyFailureHandlers }),
  locale,
  identity: session.get()?.id ?? '',
  location: window.location,
});
// The copy, the first screen and the language's fonts download together; the page renders once,
// whole. A screen that fails to download fails again when it renders; the route error boundary
// shows it. Without the Chinese font rules a Chinese page still renders, in the system's font.
void Promise.all([
  loadCatalogue(locale),
  preloadRoute(window.location.pathname).catch(() => undefined),
  loadLocaleFonts(locale).catch(() => undefined),
]).then(([messages]) => {
  createRoot(container).render(
    <StrictMode>
      <App locale={locale} messages={messages} session={session} />
    </StrictMode>,
  );
});
