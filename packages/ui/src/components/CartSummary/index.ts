export { CartSummary, type CartSelectAll, type CartSummaryProps } from './CartSummary';
