import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Names the browser tab after the page ("Log in - Tijara"): screen readers announce it on
 * navigation, and a buyer with several tabs tells them apart. `title` is already translated.
 */
export function usePageTitle(title: string | null): void {
  const intl = useIntl();
  const app = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = title ? intl.formatMessage({ id: 'app.pageTitle' }, { page: title, app }) : app;
  }, [intl, title, app]);
}
