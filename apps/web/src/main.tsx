import '@tijara/ui/fonts';
import { createSessionStore } from '@tijara/api';
import { directionOf } from '@tijara/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

const session = createSessionStore();
// The copy and the first screen download together; the page renders once, whole.
// A screen that fails to download fails again when it renders; the route error boundary shows it.
void Promise.all([loadCatalogue(locale), preloadRoute(window.location.pathname).catch(() => undefined)]).then(
  ([messages]) => {
    createRoot(container).render(
      <StrictMode>
        <App locale={locale} messages={messages} session={session} />
      </StrictMode>,
    );
  },
);
