import { LoadingBar } from '@tijara/ui';
import { lazy } from 'react';
import { Deferred } from './deferred';
import { useRouteLoading } from './routeLoading';

const ToastRegion = lazy(() =>
  import('@tijara/ui/Toast').then((module) => ({ default: module.ToastRegion })),
);

/**
 * What floats over every page: the loading bar while a route's screen downloads and the toasts
 * (spec section 7: failures show a 3 s toast); the floating help button starts in the header
 * (`Header`). The toasts download at the first interaction, when the browser is first idle after the page
 * loaded, or with the first failure (see App): a failure while the page loads is still shown.
 */
export function PageAids() {
  const isRouteLoading = useRouteLoading();
  return (
    <>
      {isRouteLoading ? <LoadingBar isIndeterminate /> : null}
      <Deferred>
        <ToastRegion />
      </Deferred>
    </>
  );
}
