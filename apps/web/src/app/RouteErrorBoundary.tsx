import { Button, EmptyState } from '@tijara/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageContentHydrated } from './pageContentHydrated';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * What a screen shows when it cannot render, most often because its code could not be downloaded
 * (the connection dropped): a message in the buyer's language and a button that loads the page
 * again, instead of a blank page. The header and footer stay usable around it.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('a screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        {/* The screen is gone: nothing typed into it is waited for any longer (keepTypedInput). */}
        <PageContentHydrated />
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage id="routeError.title" />}
          description={<FormattedMessage id="routeError.description" />}
          action={
            <Button onPress={() => window.location.reload()}>
              <FormattedMessage id="routeError.retry" />
            </Button>
          }
        />
      </>
    );
  }
}
