import { DOMAIN_MESSAGES, LOCALES, type Locale } from '@tijara/domain';
import type { ReactNode } from 'react';
import { UIProvider } from '../provider';
import { sprinkles } from '../theme';

/**
 * Renders the same component once per interface language (Arabic, Kurdish, English, Chinese),
 * each in its own provider and direction, so one screenshot shows all four.
 */
export function AllLocales({ children }: { children: (locale: Locale) => ReactNode }) {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
      {LOCALES.map((locale) => (
        <UIProvider key={locale} locale={locale} domainMessages={DOMAIN_MESSAGES[locale]}>
          {children(locale)}
        </UIProvider>
      ))}
    </div>
  );
}
