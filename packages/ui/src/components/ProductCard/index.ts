export {
  cardPrice,
  PRODUCT_CARD_MODES,
  ProductCard,
  ProductGrid,
  PRODUCT_GRID_LAYOUT,
  type ProductCardMode,
  type ProductCardProps,
  type ProductGridProps,
} from './ProductCard';
