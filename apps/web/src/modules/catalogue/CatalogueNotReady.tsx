import { EmptyState } from '@tijara/ui';
import { FormattedMessage } from 'react-intl';

export interface CatalogueNotReadyProps {
  /** The level of the box's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * What a catalogue page or section shows until its data calls are wired (issue 7, item 4): the
 * page is laid out and routed, but it says plainly that there is nothing to show rather than
 * showing products that do not exist.
 */
export function CatalogueNotReady({ headingLevel = 2 }: CatalogueNotReadyProps) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={<FormattedMessage id="catalogue.notReady.title" />}
      description={<FormattedMessage id="catalogue.notReady.description" />}
    />
  );
}
