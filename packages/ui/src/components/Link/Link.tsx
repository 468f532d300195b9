import {
  composeRenderProps,
  Link as AriaLink,
  RouterProvider,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { ExternalLinkIcon } from '../../icons';
import { useMessages } from '../../provider';
import { link, newTabIcon } from './Link.css';
import { linkMessages } from './Link.messages';

/** The allowed variants, for stories, tests and callers that list them. */
export const LINK_VARIANTS = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends AriaLinkProps {
  /** `inline` inside running text (underlined), `standalone` on its own. @default 'inline' */
  variant?: LinkVariant;
}

/** Adds `noopener noreferrer` to a link that opens a new browsing context, keeping the caller's own. */
export function safeRel(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const values = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  values.add('noopener');
  values.add('noreferrer');
  return [...values].join(' ');
}

/**
 * A link, built on react-aria's: press, keyboard and focus behave the same everywhere, and a link
 * with `target="_blank"` gets `rel="noopener noreferrer"` and tells screen readers it opens a new
 * tab.
 *
 * Router links: pass the route as `href`. A link whose target is this origin is handed to the
 * app's router when the app wraps its routes in react-aria's `RouterProvider` (re-exported here so
 * the app and the components share one react-aria context):
 *
 * ```tsx
 * import { RouterProvider } from '@tijara/ui';
 * import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
 *
 * declare module 'react-aria-components' {
 *   interface RouterConfig { routerOptions: NavigateOptions }
 * }
 *
 * export function RootLayout() {
 *   const navigate = useNavigate();
 *   return (
 *     <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
 *       <Outlet />
 *     </RouterProvider>
 *   );
 * }
 * ```
 *
 * `useHref` turns a route into the real address (with the app's base path) for the `href`
 * attribute; `navigate` runs on a plain click, while modified clicks (new tab, download) and links
 * to other origins keep the browser's behaviour.
 */
export function Link({ variant = 'inline', className, target, rel, children, ...props }: LinkProps) {
  const t = useMessages(linkMessages);
  const opensNewTab = target === '_blank';
  return (
    <AriaLink
      {...props}
      target={target}
      rel={safeRel(target, rel)}
      className={composeRenderProps(className, (layout) =>
        [link({ variant }), layout].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) =>
        opensNewTab ? (
          <>
            {content}
            <ExternalLinkIcon className={newTabIcon} />
            <VisuallyHidden elementType="span"> {t('opensInNewTab')}</VisuallyHidden>
          </>
        ) : (
          content
        ),
      )}
    </AriaLink>
  );
}

export { RouterProvider };
