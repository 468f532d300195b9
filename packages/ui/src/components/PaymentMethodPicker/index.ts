export {
  PAYMENT_METHOD_DISABLED_REASONS,
  PaymentMethodPicker,
  type PaymentMethodDisabledReason,
  type PaymentMethodOption,
  type PaymentMethodPickerProps,
} from './PaymentMethodPicker';
