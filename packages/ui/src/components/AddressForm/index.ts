export { ADDRESS_FIELD_MAX_LENGTH, AddressForm, type AddressFormProps } from './AddressForm';
export { addressFormMessages } from './AddressForm.messages';
