import type { ReactNode } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { ChevronForwardIcon } from '../../icons';
import { useMessages } from '../../provider';
import { breadcrumbsMessages } from './Breadcrumbs.messages';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps<T extends object> extends Omit<
  AriaBreadcrumbsProps<T>,
  'className' | 'aria-label'
> {
  /** Layout only (margin, grid placement); applies to the `nav` landmark. */
  className?: string;
}

/**
 * The trail from the home page to the current one, in a navigation landmark named
 * "Breadcrumbs" in the buyer's language. The last breadcrumb is the current page
 * (`aria-current="page"`); the chevrons between them point to the inline end, so leftwards in
 * Arabic and Kurdish.
 */
export function Breadcrumbs<T extends object>({ className, ...props }: BreadcrumbsProps<T>) {
  const t = useMessages(breadcrumbsMessages);
  return (
    <nav aria-label={t('breadcrumbs')} className={className}>
      <AriaBreadcrumbs {...props} className={styles.list} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children' | 'className'> {
  /** Where the breadcrumb leads; a route is handed to the app's router (see `Link`). */
  href?: string;
  /** Options for the app's router, passed with `href`. */
  routerOptions?: AriaLinkProps['routerOptions'];
  /** The page's name, as the caller shows it. */
  children: ReactNode;
}

/** One page of the trail. */
export function Breadcrumb({ href, routerOptions, children, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={styles.item}>
      {({ isCurrent }) => (
        <>
          <AriaLink href={href} routerOptions={routerOptions} className={styles.link}>
            {children}
          </AriaLink>
          {isCurrent ? null : <ChevronForwardIcon className={styles.separator} />}
        </>
      )}
    </AriaBreadcrumb>
  );
}
