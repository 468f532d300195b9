import { ADDRESS_FORM_ERROR_KEYS } from './addressFormRule';

/** Every error key the address schemas can report, for checking message catalogues. */
export const ADDRESS_ERROR_KEYS = [...Object.values(ADDRESS_FORM_ERROR_KEYS)] as const;

export type AddressErrorKey = (typeof ADDRESS_ERROR_KEYS)[number];
