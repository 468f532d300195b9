export { PaymentResult, type PaymentResultProps } from './PaymentResult';
