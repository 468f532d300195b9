import { useCategoryTree, type CatalogueCategory } from '@tijara/api';
import { Breadcrumb, Breadcrumbs, EmptyState, Skeleton } from '@tijara/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useMissingOnArrival } from '../../app/missingOnArrival';
import { categoryPathAddress, homeAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { categoryFilterOf, readCategoryTarget } from './catalogueRequests';
import { findCategoryPath, neighbourCategories } from './categoryPath';
import * as styles from './CataloguePage.css';
import { homeSectionTitles } from './homeSections';
import { ProductResults } from './ProductResults';

const titles = defineMessages({
  category: { id: 'category.title' },
  home: { id: 'catalogue.breadcrumb.home' },
});

function CategoryLinks({ path }: { path: readonly CatalogueCategory[] }) {
  const intl = useIntl();
  const neighbours = neighbourCategories(path);
  const current = path.at(-1);
  if (neighbours.length === 0) return null;
  const parents = current && current.children.length > 0 ? path : path.slice(0, -1);
  return (
    <nav aria-label={intl.formatMessage({ id: 'category.related' })}>
      <ul className={styles.chips}>
        {neighbours.map((category) => (
          <li key={category.categoryId}>
            <Link
              className={styles.chip}
              to={categoryPathAddress([...parents, category])}
              aria-current={category.categoryId === current?.categoryId ? 'page' : undefined}
            >
              {category.categoryName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/category_search_list` (spec section 2): a category's products (`id`, with its top-level
 * `firstId`), a home section's (hot 30, selected 54, video 12, local 101), or the hot products
 * (`type=hot&firstId=2`, the hot section). Breadcrumbs and the categories below (or, for a leaf,
 * beside) the current one come from the category tree the header's menu also reads.
 */
export function CategoryListPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const target = readCategoryTarget(searchParams);
  const { categories: tree, isLoading: isTreeLoading } = useCategoryTree();

  const path = target.kind === 'category' && tree ? findCategoryPath(tree, String(target.categoryId)) : null;
  // The server found it missing (and answered 404): the first render shows so, as its markup did.
  const arrivedMissing = useMissingOnArrival();
  const unknownCategory =
    arrivedMissing ||
    target.kind === 'invalid' ||
    (target.kind === 'category' && tree !== undefined && !path);

  let title: string | null;
  if (target.kind === 'section') title = intl.formatMessage(homeSectionTitles[target.section]);
  else if (target.kind === 'category')
    title = path?.at(-1)?.categoryName ?? (isTreeLoading ? null : intl.formatMessage(titles.category));
  else title = intl.formatMessage(titles.category);
  usePageTitle(title ?? intl.formatMessage(titles.category));

  const filter = categoryFilterOf(target);

  return (
    <div className={styles.page}>
      <Breadcrumbs>
        <Breadcrumb href={homeAddress()}>{intl.formatMessage(titles.home)}</Breadcrumb>
        {path?.map((category, index) => (
          <Breadcrumb key={category.categoryId} href={categoryPathAddress(path.slice(0, index + 1))}>
            {category.categoryName}
          </Breadcrumb>
        ))}
        {path || title === null ? null : <Breadcrumb>{title}</Breadcrumb>}
      </Breadcrumbs>
      <h1 className={styles.title}>
        {title ?? <Skeleton shape="text" className={styles.titlePlaceholder} />}
      </h1>
      {path ? <CategoryLinks path={path} /> : null}
      {unknownCategory ? (
        <EmptyState
          title={<FormattedMessage id="category.notFound.title" />}
          description={<FormattedMessage id="category.notFound.description" />}
        />
      ) : (
        <ProductResults
          filter={filter}
          label={title ?? intl.formatMessage(titles.category)}
          empty={<EmptyState title={<FormattedMessage id="category.empty" />} />}
        />
      )}
    </div>
  );
}
