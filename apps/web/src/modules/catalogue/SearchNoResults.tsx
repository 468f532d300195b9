import { useCategoryTree, useHotWords, useSearchSuggestions } from '@tijara/api';
import { Button, EmptyState, Link, Skeleton, SkeletonGroup } from '@tijara/ui';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { categoryPathAddress, searchAddress } from '../../app/routeTable';
import * as styles from './SearchNoResults.css';

/** Chips shown while a row of links is on its way. */
const PLACEHOLDER_CHIPS = 4;

interface WayLink {
  key: string;
  label: string;
  href: string;
}

/** Whether a row has something to show: links, or placeholders while they load. */
function shows(links: readonly WayLink[] | undefined, isLoading: boolean): boolean {
  return links === undefined ? isLoading : links.length > 0;
}

/**
 * One titled row of links. While they load, placeholders in their place; with none (or a failure,
 * said once below every row) the row is left out. A `tentative` row, often empty, shows its title
 * only with its links, so that no title comes and goes while it loads.
 */
function Way({
  title,
  links,
  isLoading,
  tentative = false,
}: {
  title: ReactNode;
  links: readonly WayLink[] | undefined;
  isLoading: boolean;
  tentative?: boolean;
}) {
  const titleId = useId();
  if (!shows(links, isLoading)) return null;
  const loading = links === undefined;
  return (
    <section className={styles.way} aria-labelledby={loading && tentative ? undefined : titleId}>
      {loading && tentative ? null : (
        <h3 id={titleId} className={styles.wayTitle}>
          {title}
        </h3>
      )}
      <SkeletonGroup
        isLoading={loading}
        placeholder={
          <div className={styles.links}>
            {Array.from({ length: tentative ? 1 : PLACEHOLDER_CHIPS }, (_, index) => (
              <Skeleton key={index} shape="text" className={styles.chipPlaceholder} />
            ))}
          </div>
        }
      >
        <ul className={styles.links} aria-labelledby={titleId}>
          {links?.map((link) => (
            <li key={link.key}>
              <Link href={link.href} variant="standalone" className={styles.chip}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </SkeletonGroup>
    </section>
  );
}

export interface SearchNoResultsProps {
  /** The text searched, as the buyer typed it. */
  text: string;
}

/**
 * What a keyword search that found nothing offers instead of a dead end: "did you mean" (the
 * query with its unknown words put right from the catalogue's own words, each finding products),
 * the hot words and the top-level categories, all in the buyer's language. The corrections are
 * asked for only here, once the search has answered with nothing.
 */
export function SearchNoResults({ text }: SearchNoResultsProps) {
  const suggestions = useSearchSuggestions(text);
  const hot = useHotWords();
  const tree = useCategoryTree();

  const corrections = suggestions.corrections?.map((name) => ({
    key: name,
    label: name,
    href: searchAddress({ name }),
  }));
  const hotWords = hot.hotWords?.map(({ name }) => ({
    key: name,
    label: name,
    href: searchAddress({ name }),
  }));
  const categories = tree.categories?.map((category) => ({
    key: category.categoryId,
    label: category.categoryName,
    href: categoryPathAddress([category]),
  }));
  const failed = [suggestions, hot, tree].filter((read) => read.error !== undefined && !read.isLoading);
  const anyWay =
    shows(corrections, suggestions.isLoading) ||
    shows(hotWords, hot.isLoading) ||
    shows(categories, tree.isLoading) ||
    failed.length > 0;

  return (
    <div className={styles.root}>
      <EmptyState
        title={<FormattedMessage id="search.noResults.title" values={{ text }} />}
        description={<FormattedMessage id="search.noResults.description" />}
      />
      {anyWay ? (
        <div className={styles.ways}>
          <Way
            title={<FormattedMessage id="search.noResults.didYouMean" />}
            links={corrections}
            isLoading={suggestions.isLoading}
            tentative
          />
          <Way
            title={<FormattedMessage id="search.noResults.hotWords" />}
            links={hotWords}
            isLoading={hot.isLoading}
          />
          <Way
            title={<FormattedMessage id="search.noResults.categories" />}
            links={categories}
            isLoading={tree.isLoading}
          />
          {failed.length > 0 ? (
            <p className={styles.failed} role="status">
              <FormattedMessage id="search.noResults.failed" />
              <Button
                size="sm"
                variant="secondary"
                onPress={() => {
                  for (const read of failed) void read.mutate();
                }}
              >
                <FormattedMessage id="catalogue.retry" />
              </Button>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
