export { PhoneField, type PhoneFieldCountry, type PhoneFieldProps } from './PhoneField';
