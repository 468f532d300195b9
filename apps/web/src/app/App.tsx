import { PdpdProvider } from '@tijara/api';
import type { Locale } from '@tijara/domain';
import { UIProvider } from '@tijara/ui';
import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appCatalogues } from '../i18n/catalogues';
import { createStorefrontClient } from './pdpdClient';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ locale }: { locale: Locale }) {
  const client = useMemo(() => createStorefrontClient(locale), [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="ar" messages={appCatalogues[locale]}>
      <PdpdProvider client={client} locale={locale}>
        <UIProvider locale={locale}>
          <RouterProvider router={router} />
        </UIProvider>
      </PdpdProvider>
    </IntlProvider>
  );
}
