export { addAddress, deleteAddress, listAddresses, listAreas, updateAddress } from './addressCalls';
export { addressFieldsSchema, areaSchema, savedAddressSchema } from './addressWire';
