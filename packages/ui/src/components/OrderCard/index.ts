export { ORDER_CARD_PICTURES, OrderCard, type OrderCardItem, type OrderCardProps } from './OrderCard';
