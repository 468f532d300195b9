import {
  brandCooperationList,
  brandDetail,
  brandList,
  freightEstimate,
  helloCategoryTree,
  helloPage,
  hotWords,
  listBanners,
  listEvents,
  listSubCategory,
  productDescription,
  productDetail,
  randomProducts,
  recommendedProducts,
  rootCategory,
  searchSuggestions,
  subCategoryTree,
  SUGGESTED_PRODUCTS_DEFAULT,
  warehouseList,
  websiteContent,
} from '@tijara/api/contract';
import {
  CART_ERROR,
  localizedTextIn,
  ORDER_QUANTITY_ERROR,
  isDomainMessageKey,
  orderQuantityMessageValues,
  orderQuantityProblem,
  SEARCH_TEXT_ERROR_KEYS,
  searchQueryOf,
  type ErrorKey,
  type Locale,
  type MessageValues,
} from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { message, type MessageKey } from '../../i18n/messages';
import { CatalogueCache } from './catalogueCache';
import { sanitizeCatalogueHtml } from './catalogueHtml';
import { CategoryTree, TOP_OF_TREE, TREE_LEVELS } from './categoryRepository';
import {
  findBrand,
  listBannerRows,
  listBrands,
  listCurrentEvents,
  listHotWords,
  listWarehouses,
  listWebsiteContent,
} from './contentRepository';
import { estimateFreight, loadFreightTariffs } from './freightEstimate';
import { toCardWire } from './productCards';
import {
  findDescription,
  findFreightSubject,
  findProductDetail,
  findRandomInStock,
  findRecommended,
} from './productRepository';
import { findProductPage, type Ranking } from './productSearch';
import { findSearchSuggestions } from './searchSuggestions';

export interface CatalogueDependencies {
  db: Database;
  clock: Clock;
  /** Keep search rankings and list totals (`catalogueCache.ts`); off, every call asks the database. */
  cache: boolean;
}

/** Spec section 8: "product invalid or removed from shelves". */
const productUnavailable = () => new ApiError(404, 404, 'error.productUnavailable');

function invalidField(locale: Locale, field: string, problem: MessageKey, values?: MessageValues) {
  return new ApiError(400, 400, 'invalidField', { field, problem: message(locale, problem, values) });
}

/**
 * The quantity rules a freight estimate can break. Whole numbers of at least 1 are the contract's
 * schema's; what is left are the minimum order, the stock and the maximum.
 */
const QUANTITY_PROBLEMS: ReadonlySet<ErrorKey> = new Set([
  ORDER_QUANTITY_ERROR.belowMinOrder,
  CART_ERROR.aboveStock,
  CART_ERROR.aboveMaximum,
]);

function quantityProblemMessage(problem: ErrorKey): MessageKey {
  if (QUANTITY_PROBLEMS.has(problem) && isDomainMessageKey(problem)) return problem;
  throw new Error(`the request schema let through a quantity breaking ${problem}`);
}

/** The catalogue calls of spec section 7: categories, products, search, content, brands, warehouses. All public. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  { db, clock, cache }: CatalogueDependencies,
): void {
  // Search rankings and list totals, per app (see catalogueCache.ts for how long they live).
  const rankings = cache ? new CatalogueCache<Ranking>() : null;

  registerEndpoint(app, helloCategoryTree, async ({ language }, { locale }) =>
    (await CategoryTree.load(db, language ?? locale)).children(TOP_OF_TREE, TREE_LEVELS),
  );

  registerEndpoint(app, rootCategory, async (_input, { locale }) =>
    (await CategoryTree.load(db, locale)).children(TOP_OF_TREE, 1),
  );

  registerEndpoint(app, subCategoryTree, async ({ parentId }, { locale }) => {
    const tree = await CategoryTree.load(db, locale);
    if (!tree.has(parentId)) throw new ApiError(404, 404, 'categoryNotFound');
    return tree.children(parentId, TREE_LEVELS);
  });

  registerEndpoint(app, listSubCategory, async ({ parentId }, { locale }) => {
    const tree = await CategoryTree.load(db, locale);
    if (!tree.has(parentId)) throw new ApiError(404, 404, 'categoryNotFound');
    return tree.children(parentId, 1);
  });

  registerEndpoint(app, helloPage, async (input, { locale }) => {
    let query: string | undefined;
    if (input.keyword !== undefined) {
      query = searchQueryOf(input.keyword) ?? undefined;
      if (query === undefined) throw invalidField(locale, 'keyword', SEARCH_TEXT_ERROR_KEYS.empty);
    }
    const { rows, total } = await findProductPage(
      db,
      rankings,
      {
        categoryId: input.categoryId,
        brandId: input.brandId,
        minPrice: input.minPrice,
        maxPrice: input.maxPrice,
        query,
      },
      { sort: input.sort, limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize },
      locale,
    );
    return {
      records: rows.map((row) => toCardWire(row, locale)),
      total,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });

  registerEndpoint(app, searchSuggestions, async ({ name }, { locale }) => {
    const query = searchQueryOf(name);
    if (query === null) throw invalidField(locale, 'name', SEARCH_TEXT_ERROR_KEYS.empty);
    return { corrections: await findSearchSuggestions(db, query) };
  });

  registerEndpoint(app, productDetail, async ({ productId, platformType }, { locale }) => {
    const detail = await findProductDetail(db, productId, platformType, locale);
    if (!detail) throw productUnavailable();
    return detail;
  });

  registerEndpoint(app, recommendedProducts, async ({ productId, pageSize }, { locale }) => {
    const rows = await findRecommended(db, productId, pageSize ?? SUGGESTED_PRODUCTS_DEFAULT);
    if (!rows) throw productUnavailable();
    return rows.map((row) => toCardWire(row, locale));
  });

  registerEndpoint(app, productDescription, async ({ productId }, { locale }) => {
    const description = await findDescription(db, productId);
    if (!description) throw productUnavailable();
    return { html: sanitizeCatalogueHtml(localizedTextIn(description, locale)) };
  });

  registerEndpoint(app, freightEstimate, async ({ productId, skuId, quantity }, { locale }) => {
    const found = await findFreightSubject(db, productId, skuId);
    if (!found) throw productUnavailable();
    if (!found.skuFound) throw new ApiError(404, 404, 'skuNotFound');
    const { subject } = found;
    const limits = {
      minOrder: subject.minOrder,
      stock: subject.sku?.stock ?? subject.stock,
      maxOrder: subject.maxOrder ?? undefined,
    };
    const problem = orderQuantityProblem(quantity, limits);
    if (problem) {
      throw invalidField(
        locale,
        'quantity',
        quantityProblemMessage(problem),
        orderQuantityMessageValues(limits, locale),
      );
    }
    const tariffs = await loadFreightTariffs(db);
    if (!tariffs.sea && !tariffs.air) throw new ApiError(503, 503, 'freightUnavailable');
    return { quantity, ...estimateFreight(subject, quantity, tariffs) };
  });

  registerEndpoint(app, randomProducts, async ({ pageSize }, { locale }) => {
    const rows = await findRandomInStock(db, pageSize ?? SUGGESTED_PRODUCTS_DEFAULT);
    return rows.map((row) => toCardWire(row, locale));
  });

  registerEndpoint(app, hotWords, (_input, { locale }) => listHotWords(db, locale));
  registerEndpoint(app, listBanners, (_input, { locale }) => listBannerRows(db, locale));
  registerEndpoint(app, listEvents, (_input, { locale }) => listCurrentEvents(db, locale, clock.now()));
  registerEndpoint(app, websiteContent, ({ kind }, { locale }) => listWebsiteContent(db, locale, kind));
  registerEndpoint(app, brandCooperationList, (_input, { locale }) => listBrands(db, locale, 'cooperation'));
  registerEndpoint(app, brandList, ({ hot }, { locale }) => listBrands(db, locale, hot ? 'hot' : 'all'));
  registerEndpoint(app, brandDetail, async ({ brandId }, { locale }) => {
    const brand = await findBrand(db, locale, brandId);
    if (!brand) throw new ApiError(404, 404, 'brandNotFound');
    return brand;
  });
  registerEndpoint(app, warehouseList, (_input, { locale }) => listWarehouses(db, locale));
}
