export {
  cardPrice,
  PRODUCT_CARD_MODES,
  ProductCard,
  ProductGrid,
  type ProductCardMode,
  type ProductCardProps,
  type ProductGridProps,
} from './ProductCard';
