import type { Locale } from '@tijara/domain';
import { useUI } from '@tijara/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { trackRouteLoad } from '../../app/routeLoading';
import { loadStaffCatalogue, type StaffCatalogue } from '../../i18n/catalogues';

/** One download per language and visit; a failed one is forgotten, so the next mount asks again. */
const downloads = new Map<Locale, Promise<StaffCatalogue>>();
/** The catalogues that have arrived: a later mount of the console shows them at once. */
const arrived = new Map<Locale, StaffCatalogue>();

/** The staff catalogue of `locale`, downloading (once) with the page's loading bar. */
function staffCatalogueOf(locale: Locale): Promise<StaffCatalogue> {
  let download = downloads.get(locale);
  if (!download) {
    download = trackRouteLoad(loadStaffCatalogue(locale)).then(
      (catalogue) => {
        arrived.set(locale, catalogue);
        return catalogue;
      },
      (error: unknown) => {
        downloads.delete(locale);
        throw error;
      },
    );
    downloads.set(locale, download);
  }
  return download;
}

type Download = { catalogue: StaffCatalogue; failure?: never } | { catalogue?: never; failure: Error };

/** The staff catalogue of `locale`: undefined while it downloads; throws (to the error boundary) if it cannot. */
function useStaffCatalogue(locale: Locale): StaffCatalogue | undefined {
  const [download, setDownload] = useState<Download | undefined>(() => {
    const catalogue = arrived.get(locale);
    return catalogue ? { catalogue } : undefined;
  });
  const known = download !== undefined;
  useEffect(() => {
    if (known) return;
    let current = true;
    staffCatalogueOf(locale).then(
      (catalogue) => current && setDownload({ catalogue }),
      (failure: unknown) =>
        current &&
        setDownload({
          failure: failure instanceof Error ? failure : new Error('the staff catalogue', { cause: failure }),
        }),
    );
    return () => {
      current = false;
    };
  }, [locale, known]);
  if (download?.failure !== undefined) throw download.failure;
  return download?.catalogue;
}

/**
 * The console's copy (`src/i18n/messages/staff/`, the `staff.*` ids): not in the app's catalogue,
 * which every buyer's page downloads, but loaded here, by the console's layout, in the page's
 * language. Its subtree formats with the app's messages and the console's: a nested IntlProvider
 * with the parent's settings. Shows `fallback` while the catalogue downloads, and throws if it
 * cannot be (the layout's error boundary offers to load the page again).
 */
export function StaffMessages({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { locale } = useUI();
  const intl = useIntl();
  const staff = useStaffCatalogue(locale);
  const messages = useMemo(() => staff && { ...intl.messages, ...staff }, [intl.messages, staff]);
  if (!messages) return fallback;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      defaultFormats={intl.defaultFormats}
      textComponent={intl.textComponent}
      onError={intl.onError}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}
