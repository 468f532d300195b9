export {
  PAYMENT_METHOD_DISABLED_REASONS,
  PAYMENT_METHODS,
  PaymentMethodPicker,
  type PaymentMethod,
  type PaymentMethodDisabledReason,
  type PaymentMethodOption,
  type PaymentMethodPickerProps,
} from './PaymentMethodPicker';
