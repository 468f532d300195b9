import { directionOf, intlLocaleOf, type Direction, type Locale } from '@tijara/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider } from 'react-aria-components';
import { formatMessage, type Messages, type MessageValues } from '../i18n';
import { themeClass } from '../theme';
import { root } from './UIProvider.css';

interface UIContextValue {
  locale: Locale;
  direction: Direction;
}

const UIContext = createContext<UIContextValue | null>(null);

export interface UIProviderProps {
  /** The buyer's interface language; the text direction follows from it. */
  locale: Locale;
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
export function UIProvider({ locale, children, className }: UIProviderProps) {
  const value = useMemo<UIContextValue>(() => ({ locale, direction: directionOf(locale) }), [locale]);
  const [overlayContainer, setOverlayContainer] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => overlayContainer, [overlayContainer]);
  return (
    <I18nProvider locale={intlLocaleOf(locale)}>
      <UIContext.Provider value={value}>
        <div
          lang={locale}
          dir={value.direction}
          className={[themeClass, root, className].filter(Boolean).join(' ')}
        >
          <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
          <div ref={setOverlayContainer} data-ui-overlays="" />
        </div>
      </UIContext.Provider>
    </I18nProvider>
  );
}

/** The locale and direction of the nearest `UIProvider`. */
export function useUI(): UIContextValue {
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
