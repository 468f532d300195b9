import {
  directionOf,
  formatDomainMessage,
  intlLocaleOf,
  type Direction,
  type DomainCatalogue,
  type DomainMessageKey,
  type Locale,
} from '@tijara/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider } from 'react-aria-components';
import { formatMessage, type Messages, type MessageValues } from '../i18n';
import { themeClass } from '../theme';
import { root } from './UIProvider.css';

interface UIContextValue {
  locale: Locale;
  direction: Direction;
  domainMessages: DomainCatalogue | undefined;
}

const UIContext = createContext<UIContextValue | null>(null);

export interface UIProviderProps {
  /** The buyer's interface language; the text direction follows from it. */
  locale: Locale;
  /**
   * The domain's messages in `locale` (`DOMAIN_MESSAGES[locale]` from `@tijara/domain`, or the one
   * an app loaded with `loadDomainCatalogue`): the components word domain errors (a rule's key, a
   * failure's code) from them, so each error has one text everywhere. The app passes them rather
   * than this package importing all four languages into every page. Needed by the components that
   * show domain errors (LoginPanel, AddressForm, SearchBox).
   */
  domainMessages?: DomainCatalogue | undefined;
  children: ReactNode;
  /** Layout only (for example a grid placement); the look comes from the theme. */
  className?: string;
}

/**
 * Wraps the storefront (or a story): applies the theme, sets `lang` and `dir`, and gives
 * react-aria and the package's own components their locale and built-in strings. Overlays
 * (dialogs, drawers, popovers, tooltips, toasts) portal into a container at the end of this root,
 * so they get the theme, the language and the direction like everything else.
 */
export function UIProvider({ locale, domainMessages, children, className }: UIProviderProps) {
  const value = useMemo<UIContextValue>(
    () => ({ locale, direction: directionOf(locale), domainMessages }),
    [locale, domainMessages],
  );
  const overlays = useOverlayContainer();
  return (
    <I18nProvider locale={intlLocaleOf(locale)}>
      <UIContext.Provider value={value}>
        <div
          lang={locale}
          dir={value.direction}
          className={[themeClass, root, className].filter(Boolean).join(' ')}
        >
          <UNSAFE_PortalProvider getContainer={overlays.getContainer}>{children}</UNSAFE_PortalProvider>
          <div ref={overlays.ref} data-ui-overlays="" />
        </div>
      </UIContext.Provider>
    </I18nProvider>
  );
}

/**
 * Where overlays portal to: the element at the end of the root, read when an overlay renders. Kept
 * in a ref, not in state, so mounting it re-renders nothing: a state set by the element's ref would
 * be a synchronous update right after hydration, which makes React hydrate every server-rendered
 * Suspense boundary below at once, in one long task (about 140 ms on a mid-range phone for the
 * home page). Only when an overlay rendered before the element existed (one open from the first
 * render) does the function change once after mounting, so that overlay renders again into it.
 */
function useOverlayContainer(): {
  getContainer: () => HTMLDivElement | null;
  ref: (element: HTMLDivElement | null) => void;
} {
  const container = useRef<HTMLDivElement | null>(null);
  const askedTooEarly = useRef(false);
  const [generation, setGeneration] = useState(0);
  // A new function for each generation: the portal context changes, and overlays read again.
  const getContainer = useMemo(
    () => () => {
      void generation;
      if (container.current === null) askedTooEarly.current = true;
      return container.current;
    },
    [generation],
  );
  const ref = useCallback((element: HTMLDivElement | null) => {
    container.current = element;
  }, []);
  // Only the first render can come before the element exists.
  useEffect(() => {
    if (askedTooEarly.current && container.current !== null) {
      askedTooEarly.current = false;
      setGeneration((current) => current + 1);
    }
  }, []);
  return { getContainer, ref };
}

/** The locale and direction of the nearest `UIProvider`. */
export function useUI(): Pick<UIContextValue, 'locale' | 'direction'> {
  return useUIContext();
}

function useUIContext(): UIContextValue {
  const context = useContext(UIContext);
  if (!context) throw new Error('@tijara/ui components need a <UIProvider> above them');
  return context;
}

/** A formatter for one catalogue of built-in strings, in the provider's locale. */
export function useMessages<Key extends string>(
  messages: Messages<Key>,
): (key: Key, values?: MessageValues) => string {
  const { locale } = useUI();
  return useCallback((key, values) => formatMessage(messages, locale, key, values), [messages, locale]);
}

/**
 * A formatter for the domain's messages (`account.phone.tooShort`, `error.wrongPassword`), in the
 * provider's locale, with the rules' limits filled in. The texts are the domain's catalogue, handed
 * to `UIProvider` as `domainMessages`; a component never words a domain error itself.
 */
export function useDomainMessages(): (key: DomainMessageKey, values?: MessageValues) => string {
  const { locale, domainMessages } = useUIContext();
  const format = useCallback(
    (key: DomainMessageKey, values?: MessageValues) =>
      formatDomainMessage(domainMessages ?? missingDomainMessages(), locale, key, values),
    [domainMessages, locale],
  );
  // Fail on the first render, not on the first error a buyer makes.
  if (!domainMessages) missingDomainMessages();
  return format;
}

function missingDomainMessages(): never {
  throw new Error('this component shows domain errors: pass domainMessages to <UIProvider>');
}
