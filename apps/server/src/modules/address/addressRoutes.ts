import {
  addAddress,
  deleteAddress as deleteAddressCall,
  listAddresses as listAddressesCall,
  listAreas,
  updateAddress as updateAddressCall,
  type ParsedRequestOf,
} from '@tijara/api/contract';
import { toDefaultAddressFlag, type AddressForm, type Locale } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { validationMessage } from '../../i18n/messages';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
  updateAddress,
} from './addressRepository';
import { childAreas, findArea } from './areaRepository';

/** An address that met the domain's rules (the contract's request schema checked them). */
type AddressFields = ParsedRequestOf<typeof addAddress>;

function areaProblem(locale: Locale, field: 'provinceId' | 'cityId', key: string): ApiError {
  return new ApiError(400, 400, 'invalidField', { field, problem: validationMessage(locale, key) ?? key });
}

/**
 * The address rules that need the area tree (spec section 5), on an address whose fields the
 * contract already checked: the province is in the country, the city is required when the province
 * has cities and lies in it, and a province without cities keeps no city.
 */
async function placedAddress(db: Queryable, fields: AddressFields, locale: Locale): Promise<AddressForm> {
  const province = await findArea(db, fields.provinceId);
  if (!province || province.parentId !== fields.countryId) {
    throw areaProblem(locale, 'provinceId', 'address.province.required');
  }
  if (!province.hasChildren) return { ...fields, cityId: undefined };
  if (fields.cityId === undefined) throw areaProblem(locale, 'cityId', 'address.city.required');
  const city = await findArea(db, fields.cityId);
  if (!city || city.parentId !== province.id) throw areaProblem(locale, 'cityId', 'address.city.required');
  return { ...fields, cityId: fields.cityId };
}

export interface AddressDependencies {
  db: Database;
  clock: Clock;
}

export function registerAddressRoutes(app: FastifyInstance, { db, clock }: AddressDependencies): void {
  registerEndpoint(app, listAreas, ({ parentId }) => childAreas(db, parentId));

  registerEndpoint(app, listAddressesCall, async (_input, { user, locale }) => {
    const addresses = await listAddresses(db, user.id, locale);
    return addresses.map((address) => ({ ...address, isDefault: toDefaultAddressFlag(address.isDefault) }));
  });

  registerEndpoint(app, addAddress, async (fields, { user, locale }) => {
    const form = await placedAddress(db, fields, locale);
    // The first address is the default whatever the flag says: a buyer always has one to ship to.
    const id = await db.transaction(async (tx) => {
      const isDefault = form.isDefault || (await countAddresses(tx, user.id)) === 0;
      if (isDefault) await clearDefault(tx, user.id);
      return insertAddress(tx, user.id, { ...form, isDefault }, clock.now());
    });
    return { id };
  });

  registerEndpoint(app, updateAddressCall, async ({ id, ...fields }, { user, locale }) => {
    const form = await placedAddress(db, fields, locale);
    const updated = await db.transaction(async (tx) => {
      if (form.isDefault) await clearDefault(tx, user.id);
      return updateAddress(tx, user.id, id, form);
    });
    // Another buyer's address answers exactly like a missing one: ids reveal nothing.
    if (!updated) throw new ApiError(404, 404, 'addressNotFound');
    return { id };
  });

  registerEndpoint(app, deleteAddressCall, async ({ id }, { user }) => {
    if (!(await deleteAddress(db, user.id, id))) throw new ApiError(404, 404, 'addressNotFound');
    return { id };
  });
}
