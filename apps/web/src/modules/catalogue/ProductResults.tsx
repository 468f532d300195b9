import { useProductPage } from '@tijara/api';
import { totalPages } from '@tijara/domain';
import { Button, EmptyState, Pagination } from '@tijara/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as styles from './CataloguePage.css';
import { ListToolbar } from './ListToolbar';
import { listPageRequest, type ProductListFilter } from './catalogueRequests';
import { LIST_PAGE_SIZE, readListState, withListChange } from './listParams';
import { PricedProductGrid } from './PricedProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';

/**
 * The cards in a list's first screen: a row of two on a phone, most of a row on a desktop. Their
 * pictures load at once; the largest thing a list page paints is one of them.
 */
const FIRST_SCREEN_CARDS = 4;

export interface ProductResultsProps {
  /** The list's filter; `null` asks nothing yet (the category is not known). */
  filter: ProductListFilter | null;
  /** The grid's name for screen readers ("Search results"). */
  label: string;
  /** What an empty list says when no price range narrows it (the caller's words). */
  empty: ReactNode;
  /** `search` shows the search ribbons on the cards (spec section 9). @default 'default' */
  mode?: 'default' | 'search';
  /** The level of the cards' headings. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * One list of products (spec section 7, `hello-page`), its state in the address (`listParams`):
 * the count, sort and price range, the grid, and the pager (7 page slots, spec section 9). While
 * another page loads the current one stays, dimmed; a failure offers to try again.
 */
export function ProductResults({
  filter,
  label,
  empty,
  mode = 'default',
  headingLevel = 2,
}: ProductResultsProps) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams);
  const request = filter === null ? null : listPageRequest(filter, searchParams);
  const { page, isLoading, error, mutate } = useProductPage(request);
  const top = useRef<HTMLDivElement>(null);
  const filtered = state.minPrice !== undefined || state.maxPrice !== undefined;

  // An address past the last page (a list that shrank since the link was made) shows the last one.
  const pages = page ? totalPages(page.total, LIST_PAGE_SIZE) : 1;
  const pastTheEnd = page !== undefined && !isLoading && page.records.length === 0 && page.total > 0;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(withListChange(searchParams, { page: pages }), { replace: true });
  }, [pastTheEnd, pages, searchParams, setSearchParams]);

  const goToPage = (next: number) => {
    setSearchParams(withListChange(searchParams, { page: next }));
    // The new page starts at the top of the list (jsdom, in the tests, cannot scroll).
    const list = top.current;
    if (list && typeof list.scrollIntoView === 'function') list.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (page === undefined && error && !isLoading) {
    body = (
      <EmptyState
        title={<FormattedMessage id="catalogue.list.failed" />}
        action={
          <Button variant="secondary" onPress={() => void mutate()}>
            <FormattedMessage id="catalogue.retry" />
          </Button>
        }
      />
    );
  } else if (page !== undefined && page.total === 0) {
    body = filtered ? (
      <EmptyState
        title={<FormattedMessage id="catalogue.list.noMatch" />}
        action={
          <Button
            variant="secondary"
            onPress={() =>
              setSearchParams(withListChange(searchParams, { minPrice: undefined, maxPrice: undefined }))
            }
          >
            <FormattedMessage id="catalogue.price.clear" />
          </Button>
        }
      />
    ) : (
      empty
    );
  } else {
    body = (
      <ProductGridSkeleton count={LIST_PAGE_SIZE} isLoading={page === undefined}>
        {page ? (
          <>
            <PricedProductGrid
              products={page.records}
              aria-label={label}
              mode={mode}
              headingLevel={headingLevel}
              priorityCount={FIRST_SCREEN_CARDS}
            />
            {page.total > LIST_PAGE_SIZE ? (
              <Pagination
                className={styles.pagination}
                total={page.total}
                pageSize={LIST_PAGE_SIZE}
                page={state.page}
                onChange={goToPage}
              />
            ) : null}
          </>
        ) : null}
      </ProductGridSkeleton>
    );
  }

  return (
    <div ref={top} className={styles.results} aria-busy={page !== undefined && isLoading}>
      <ListToolbar
        state={state}
        total={page?.total}
        onChange={(change) => setSearchParams(withListChange(searchParams, change))}
        label={intl.formatMessage({ id: 'catalogue.toolbar.label' }, { list: label })}
      />
      {body}
    </div>
  );
}
