import {
  addAddress,
  deleteAddress as deleteAddressCall,
  listAddresses as listAddressesCall,
  listAreas,
  updateAddress as updateAddressCall,
} from '@tijara/api/contract';
import {
  addressFormSchema,
  DEFAULT_COUNTRY_ID,
  fromDefaultAddressFlag,
  toDefaultAddressFlag,
  type AddressForm,
  type Locale,
} from '@tijara/domain';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { invalidInput } from '../../http/invalidInput';
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

type AddressFields = z.output<typeof addAddress.request>;

function areaProblem(locale: Locale, field: 'countryId' | 'provinceId' | 'cityId', key: string): ApiError {
  return new ApiError(400, 400, 'invalidField', { field, problem: validationMessage(locale, key) ?? key });
}

/**
 * The domain's address rule (spec section 5) on what the buyer sent, with the areas checked
 * against the tree: the country is the default one, the province is in it, and the city (required
 * only when the province has cities) is in the province.
 */
async function validAddress(db: Queryable, fields: AddressFields, locale: Locale): Promise<AddressForm> {
  if (fields.countryId !== DEFAULT_COUNTRY_ID)
    throw areaProblem(locale, 'countryId', 'address.country.required');
  const province = fields.provinceId > 0 ? await findArea(db, fields.provinceId) : null;
  if (!province || province.parentId !== fields.countryId) {
    throw areaProblem(locale, 'provinceId', 'address.province.required');
  }
  const parsed = addressFormSchema({ provinceHasCities: province.hasChildren }).safeParse({
    ...fields,
    cityId: fields.cityId ?? undefined,
    postcode: fields.postcode ?? '',
    email: fields.email ?? '',
    isDefault: fromDefaultAddressFlag(fields.isDefault),
  });
  if (!parsed.success) throw invalidInput(parsed.error.issues, locale);
  if (parsed.data.cityId !== undefined) {
    const city = await findArea(db, parsed.data.cityId);
    if (!city || city.parentId !== province.id) throw areaProblem(locale, 'cityId', 'address.city.required');
  }
  return parsed.data;
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
    const form = await validAddress(db, fields, locale);
    // The first address is the default whatever the flag says: a buyer always has one to ship to.
    const id = await db.transaction(async (tx) => {
      const isDefault = form.isDefault || (await countAddresses(tx, user.id)) === 0;
      if (isDefault) await clearDefault(tx, user.id);
      return insertAddress(tx, user.id, { ...form, isDefault }, clock.now());
    });
    return { id };
  });

  registerEndpoint(app, updateAddressCall, async ({ id, ...fields }, { user, locale }) => {
    const form = await validAddress(db, fields, locale);
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
