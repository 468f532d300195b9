import type { HTMLAttributes, ReactNode } from 'react';
import { container } from './PageContainer.css';

/** The elements a page's column can be: its landmark, or a plain box. */
export const PAGE_CONTAINER_ELEMENTS = ['div', 'main', 'header', 'footer', 'nav', 'section'] as const;
export type PageContainerElement = (typeof PAGE_CONTAINER_ELEMENTS)[number];

export interface PageContainerProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The element rendered: a landmark (`main`, `header`, `footer`, `nav`, `section`) or a box. @default 'div' */
  as?: PageContainerElement;
  /** `page` for the storefront's pages, `narrow` for a single column of forms (sign-in). @default 'page' */
  width?: 'page' | 'narrow';
  /**
   * The page's inline gutters (12 px on a phone, 16 px from a tablet). Off inside a box that has
   * its own. @default true
   */
  gutter?: boolean;
  children?: ReactNode;
  /** Layout only: the caller's own arrangement of the content (a grid, a flex row, block padding). */
  className?: string | undefined;
}

/**
 * The column every page's content sits in (the header's bar, the main content, the footer): the
 * screen's full width on a phone, centred and at most 1200 px (`vars.size.page`) on a larger one,
 * so the header, the page and the footer line up. Logical properties only: the same in both
 * directions.
 */
export function PageContainer({
  as: Element = 'div',
  width = 'page',
  gutter = true,
  className,
  children,
  ...props
}: PageContainerProps) {
  return (
    <Element {...props} className={[container({ width, gutter }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
