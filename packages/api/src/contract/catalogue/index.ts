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

export * from './categoryCalls';
export * from './contentCalls';
export * from './productCalls';
export type {
  CatalogueCategory,
  CategoryNodeWire,
  ProductCard,
  ProductCardWire,
  ProductDetail,
  ProductDetailWire,
} from './catalogueWire';

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
