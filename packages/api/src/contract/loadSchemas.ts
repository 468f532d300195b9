// Loads a call's schemas with its area's: the cart's calls bring the cart's schemas, never the
// catalogue's or the orders'. No zod here: the areas' schema modules are imported on demand.
import * as accountCalls from './account/accountCalls';
import * as addressCalls from './address/addressCalls';
import * as agentCalls from './agent/customerCalls';
import * as businessCalls from './business/businessCalls';
import * as cardCalls from './card/cardCalls';
import * as cartCalls from './cart/cartCalls';
import * as categoryCalls from './catalogue/categoryCalls';
import * as contentCalls from './catalogue/contentCalls';
import * as productCalls from './catalogue/productCalls';
import type { Endpoint, EndpointSchemas, RequestSchemaOf, ResponseSchemaOf } from './endpoint';
import * as quoteRequestCalls from './inquiry/quoteRequestCalls';
import * as orderCalls from './order/orderCalls';
import * as paymentCalls from './payment/paymentCalls';
import * as priceChangeCalls from './priceChange/priceChangeCalls';
import * as searchSynonymCalls from './staff/searchSynonymCalls';
import * as secondStageCalls from './staff/secondStageCalls';
import * as staffAccountCalls from './staff/staffAccountCalls';
import * as walletCalls from './wallet/walletCalls';

type SchemaModule = Record<string, unknown>;

/** Each area's calls beside the import of their schemas (the same names), as in `schemas.ts`. */
const AREAS: readonly (readonly [calls: object, load: () => Promise<SchemaModule>])[] = [
  [accountCalls, () => import('./account/accountSchemas')],
  [addressCalls, () => import('./address/addressSchemas')],
  [agentCalls, () => import('./agent/customerSchemas')],
  [businessCalls, () => import('./business/businessSchemas')],
  [cartCalls, () => import('./cart/cartSchemas')],
  [categoryCalls, () => import('./catalogue/categorySchemas')],
  [contentCalls, () => import('./catalogue/contentSchemas')],
  [productCalls, () => import('./catalogue/productSchemas')],
  [quoteRequestCalls, () => import('./inquiry/quoteRequestSchemas')],
  [orderCalls, () => import('./order/orderSchemas')],
  [paymentCalls, () => import('./payment/paymentSchemas')],
  [secondStageCalls, () => import('./staff/secondStageSchemas')],
  [searchSynonymCalls, () => import('./staff/searchSynonymSchemas')],
  [staffAccountCalls, () => import('./staff/staffAccountSchemas')],
  [walletCalls, () => import('./wallet/walletSchemas')],
  [cardCalls, () => import('./card/cardSchemas')],
  [priceChangeCalls, () => import('./priceChange/priceChangeSchemas')],
];

/** By path: each path is one call's (a copy of a descriptor, sent as a form say, finds it too). */
let byPath: Map<string, { name: string; load: () => Promise<SchemaModule> }> | undefined;

function isDescriptor(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string';
}

function placeOf(endpoint: Endpoint) {
  if (!byPath) {
    byPath = new Map();
    for (const [calls, load] of AREAS)
      for (const [name, value] of Object.entries(calls) as [string, unknown][])
        if (isDescriptor(value)) byPath.set(value.path, { name, load });
  }
  return byPath.get(endpoint.path);
}

/**
 * The schemas of one of the contract's calls, loaded with the rest of its area's (a browser fetches
 * each area's once). Rejects for a path the contract does not have.
 */
export async function loadSchemasOf<E extends Endpoint>(
  endpoint: E,
): Promise<EndpointSchemas<RequestSchemaOf<E>, ResponseSchemaOf<E>>> {
  const place = placeOf(endpoint);
  if (!place) throw new Error(`${endpoint.method} ${endpoint.path} is not a call of the contract`);
  const schemas = (await place.load())[place.name];
  if (typeof schemas !== 'object' || schemas === null || !('response' in schemas))
    throw new Error(`the call ${place.name} (${endpoint.path}) has no schemas under its name`);
  return schemas as EndpointSchemas<RequestSchemaOf<E>, ResponseSchemaOf<E>>;
}
