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
