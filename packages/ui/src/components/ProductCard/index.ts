export {
  cardPrice,
  PRODUCT_CARD_MODES,
  ProductCard,
  productDetailHref,
  ProductGrid,
  type ProductCardMode,
  type ProductCardProps,
  type ProductGridProps,
} from './ProductCard';
