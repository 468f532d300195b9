export {
  formatPrice,
  PRICE_CURRENCIES,
  PRICE_SIZES,
  PriceDisplay,
  type PriceCurrency,
  type PriceCurrencyProps,
  type PriceDisplayProps,
  type PriceRangeValue,
  type PriceSize,
} from './PriceDisplay';
