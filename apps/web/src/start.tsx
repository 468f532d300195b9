// Latin (every page: digits, prices) and Arabic script (Arabic, Kurdish, and the language menu's
// names) are small; Chinese is most of the fonts' CSS, so only a Chinese page loads it (below).
import '@tijara/ui/fonts/latin';
import '@tijara/ui/fonts/arabic';
import { createSessionStore } from '@tijara/api';
import { directionOf, type Locale } from '@tijara/domain';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { earlyFailureHandlers } from './app/earlyFailures';
import { createStorefrontClient } from './app/pdpdClient';
import { preloadFirstScreen } from './app/preloadFirstScreen';
import { preloadRoute } from './app/routes';
import { inNextTask } from './app/modulePreloads';
import { browserStorage } from './app/browserStorage';
import { whenDeferredPartsLoad } from './app/deferred';
import { readStoredCurrency } from './app/currency';
import { syncPreferenceCookies } from './app/preferences';
import { keepTypedInput } from './app/keepTypedInput';
import { afterPageContentHydrates, PAGE_CONTENT_ID, pageWillHydrate } from './app/pageContentHydrated';
import { readServerRendered, startPreloadsAdded } from './app/serverRendered';
import { servedUser } from './app/servedUser';
import { loadCatalogue } from './i18n/catalogues';
import { readStoredLocale } from './i18n/storedLocale';
import { preloadEarlyReads, takeEarlyReads } from './privatePages';
import { mirrorSessionCookie } from './app/sessionCookie';
import './global.css';

// index.html's boot script has set these before the first paint; the same rule, once more, in
// case the page was served without it (a development proxy, a cached copy).
const storage = browserStorage();
const locale = readStoredLocale(storage);
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The font rules a page in `locale` needs beyond the two every page has. */
function loadLocaleFonts(pageLocale: Locale): Promise<unknown> {
  return pageLocale === 'zh' ? import('@tijara/ui/fonts/chinese') : Promise.resolve();
}

/**
 * The user-timing mark set once the page answers the buyer (hydrated, or rendered in the browser):
 * `pnpm bench:lighthouse` counts the JavaScript the page loaded before it.
 */
const INTERACTIVE_MARK = 'tijara:interactive';

function MarkInteractive({ onInteractive }: { onInteractive?: (() => void) | undefined }) {
  useEffect(() => {
    onInteractive?.();
    performance.mark(INTERACTIVE_MARK);
  }, [onInteractive]);
  return null;
}

// The stored user's check loads the account schemas and zod: not before the page answers a tap.
const session = createSessionStore({ scheduleUserCheck: whenDeferredPartsLoad });
// The server renders in the language and currency of the preference cookies, and a signed-in
// buyer's pages with the token of the session cookie: keep them current.
syncPreferenceCookies(storage);
mirrorSessionCookie(session);
// A page the server rendered carries its answers; they serve only a page in the same language,
// and a signed-in buyer's page only a tab that is still signed in.
const served = readServerRendered(document);
const prefetched =
  served?.locale === locale && (served.signedIn !== true || session.get() !== null)
    ? served.answers
    : undefined;
// The buyer the server rendered a signed-in page for is who is signed in now: the session takes
// that user, so the one it stored on an earlier visit is not checked (zod and the account schemas).
const renderedUser = served?.signedIn === true && prefetched ? servedUser(prefetched) : undefined;
if (renderedUser) session.setUser(renderedUser);
// Hydrated only when this first render matches the server's markup; otherwise rendered afresh.
const hydrate = prefetched !== undefined && served?.currency === readStoredCurrency(storage);
// What the buyer types into the server's markup before it hydrates is given back afterwards: in the
// shell once it has hydrated, in the screen once the screen has (a pass of its own, later).
const typedInput = hydrate ? keepTypedInput(container, document.getElementById(PAGE_CONTENT_ID)) : undefined;
// A list of costly lines (the cart's) then hydrates them in turns (`hydrationTurns.tsx`).
if (hydrate) pageWillHydrate();
if (typedInput) afterPageContentHydrates(typedInput.laterPartHydrated);
if (!prefetched) {
  // The first screen's data is asked for now, alongside its code, its copy and its fonts.
  preloadFirstScreen({
    client: createStorefrontClient({ locale, session, ...earlyFailureHandlers }),
    locale,
    identity: session.get()?.id ?? '',
    location: window.location,
  });
  // A signed-in buyer's page: its first private reads, which the server's shell may have started
  // already (privatePages.ts); the answers it started are taken over, not asked for again.
  preloadEarlyReads({
    ...earlyFailureHandlers,
    getToken: session.getToken,
    locale,
    identity: session.get()?.id ?? '',
    pathname: window.location.pathname,
    early: takeEarlyReads(window),
  });
}
// The copy, the first screen and the language's fonts download together; the page renders once,
// whole. A screen that fails to download fails again when it renders; the route error boundary
// shows it. Without the Chinese font rules a Chinese page still renders, in the system's font.
// The screen is looked up in a task of its own: matching the address against every route and
// Vite's loader checking each of the screen's files against the page's links were a third of the
// long task that evaluates the app's code (66 of 180 ms on the cart at a 4x slowdown). On a
// server-rendered page, once the start script has linked all of them (startPreloadsAdded).
const screenLoaded = startPreloadsAdded()
  .then(() => new Promise<void>((resolve) => inNextTask(resolve)))
  .then(() => preloadRoute(window.location.pathname));
void Promise.all([
  loadCatalogue(locale),
  screenLoaded.catch(() => undefined),
  loadLocaleFonts(locale).catch(() => undefined),
]).then(([messages]) => {
  const app = (
    <StrictMode>
      <App
        locale={locale}
        messages={messages}
        session={session}
        prefetched={prefetched}
        arrivedMissing={hydrate && served?.missing === true}
        renderedSignedIn={hydrate && served?.signedIn === true}
      />
      <MarkInteractive onInteractive={typedInput?.shellHydrated} />
    </StrictMode>
  );
  // As a transition, React renders in slices and yields to the browser between them, so the
  // first render (or hydration) of a long page does not block a tap for its whole length.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
