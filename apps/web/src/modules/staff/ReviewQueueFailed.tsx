import { Button, EmptyState } from '@tijara/ui';
import { FormattedMessage } from 'react-intl';

/**
 * The review queue's read failed: what finance's queue and its review screen both say, with a
 * way to read it again.
 */
export function ReviewQueueFailed({ retry }: { retry: () => void }) {
  return (
    <EmptyState
      title={<FormattedMessage id="staff.queue.failed" />}
      description={<FormattedMessage id="staff.queue.failedHint" />}
      action={
        <Button variant="secondary" onPress={retry}>
          <FormattedMessage id="staff.retry" />
        </Button>
      }
    />
  );
}
