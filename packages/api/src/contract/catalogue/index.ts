import type { Endpoint } from '../endpoint';
import { helloCategoryTree, listSubCategory, rootCategory, subCategoryTree } from './categoryCalls';
import {
  brandCooperationList,
  brandDetail,
  brandList,
  hotWords,
  listBanners,
  listEvents,
  warehouseList,
  websiteContent,
} from './contentCalls';
import {
  freightEstimate,
  helloPage,
  productDescription,
  productDetail,
  randomProducts,
  recommendedProducts,
  searchSuggestions,
} from './productCalls';

export {
  catalogueIdSchema,
  categoryTreeSchema,
  landedCostSchema,
  PRODUCT_PAGE_SIZE_MAX,
  productCardSchema,
  productDetailSchema,
  productPageSchema,
  type CatalogueCategory,
  type CategoryNodeWire,
  type ProductCard,
  type ProductCardWire,
  type ProductDetail,
  type ProductDetailWire,
} from './catalogueWire';
export { helloCategoryTree, listSubCategory, rootCategory, subCategoryTree } from './categoryCalls';
export {
  freightEstimate,
  helloPage,
  KEYWORD_MAX_LENGTH,
  PAGE_NUM_MAX,
  PRODUCT_SORTS,
  productDescription,
  productDetail,
  randomProducts,
  recommendedProducts,
  searchSuggestions,
  SUGGESTED_PRODUCTS_DEFAULT,
  type ProductSort,
} from './productCalls';
export {
  brandCooperationList,
  brandDetail,
  brandList,
  hotWords,
  listBanners,
  listEvents,
  warehouseList,
  websiteContent,
} from './contentCalls';

/** Every call of the catalogue area, for the contract's `endpoints`. */
export const catalogueEndpoints: readonly Endpoint[] = [
  helloCategoryTree,
  rootCategory,
  subCategoryTree,
  listSubCategory,
  helloPage,
  searchSuggestions,
  productDetail,
  recommendedProducts,
  productDescription,
  freightEstimate,
  randomProducts,
  hotWords,
  listBanners,
  listEvents,
  websiteContent,
  brandCooperationList,
  brandList,
  brandDetail,
  warehouseList,
];
