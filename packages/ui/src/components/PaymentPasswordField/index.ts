export { PaymentPasswordField, type PaymentPasswordFieldProps } from './PaymentPasswordField';
