/** Spec sections 3 and 9: 4840 is the default country id, and the only country a buyer can pick. */
export const DEFAULT_COUNTRY_ID = 4840;

/** A saved delivery address (spec section 3). Area ids are numbers; the address id is a string like every entity id. */
export interface Address {
  id: string;
  firstName: string;
  lastName: string;
  /** The detailed address: street, building, landmark. */
  address: string;
  countryId: number;
  provinceId: number;
  /** Absent when the province has no cities. */
  cityId?: number;
  mobile: string;
  postcode: string;
  email: string;
  isDefault: boolean;
  countryName: string;
  provinceName: string;
  cityName?: string;
}

/** How `isDefault` travels on the wire (spec section 3: "sent as 1 or 0"). */
export type DefaultAddressFlag = 0 | 1;

export function toDefaultAddressFlag(isDefault: boolean): DefaultAddressFlag {
  return isDefault ? 1 : 0;
}

/** Reads the wire flag back; anything but 1 is "not the default", so a stray value demotes nothing by accident. */
export function fromDefaultAddressFlag(flag: number): boolean {
  return flag === 1;
}
