// The zod schemas of the /pdpd contract. The server imports this module with the contract; a
// browser loads it with its first call (the client imports it lazily), so no page waits for a few
// hundred schemas to be built before it is interactive.
import * as accountCalls from './account/accountCalls';
import * as accountSchemas from './account/accountSchemas';
import * as addressCalls from './address/addressCalls';
import * as addressSchemas from './address/addressSchemas';
import * as agentCalls from './agent/customerCalls';
import * as agentSchemas from './agent/customerSchemas';
import * as businessCalls from './business/businessCalls';
import * as businessSchemas from './business/businessSchemas';
import * as cardCalls from './card/cardCalls';
import * as cardSchemas from './card/cardSchemas';
import * as cartCalls from './cart/cartCalls';
import * as cartSchemas from './cart/cartSchemas';
import * as categoryCalls from './catalogue/categoryCalls';
import * as categorySchemas from './catalogue/categorySchemas';
import * as contentCalls from './catalogue/contentCalls';
import * as contentSchemas from './catalogue/contentSchemas';
import * as productCalls from './catalogue/productCalls';
import * as productSchemas from './catalogue/productSchemas';
import type { Endpoint, EndpointSchemas, RequestSchemaOf, ResponseSchemaOf } from './endpoint';
import * as quoteRequestCalls from './inquiry/quoteRequestCalls';
import * as quoteRequestSchemas from './inquiry/quoteRequestSchemas';
import * as orderCalls from './order/orderCalls';
import * as orderSchemas from './order/orderSchemas';
import * as paymentCalls from './payment/paymentCalls';
import * as paymentSchemas from './payment/paymentSchemas';
import * as priceChangeCalls from './priceChange/priceChangeCalls';
import * as priceChangeSchemas from './priceChange/priceChangeSchemas';
import * as searchSynonymCalls from './staff/searchSynonymCalls';
import * as searchSynonymSchemas from './staff/searchSynonymSchemas';
import * as secondStageCalls from './staff/secondStageCalls';
import * as secondStageSchemas from './staff/secondStageSchemas';
import * as staffAccountCalls from './staff/staffAccountCalls';
import * as staffAccountSchemas from './staff/staffAccountSchemas';
import * as walletCalls from './wallet/walletCalls';
import * as walletSchemas from './wallet/walletSchemas';

export { blobResponseSchema, envelopeSchema } from './envelopeSchemas';
export { thirdPartyInfoSchema } from './account/thirdPartyInfo';
export { addressFieldsSchema, areaSchema, entityIdSchema, savedAddressSchema } from './address/addressWire';
export { cardChargeSchema, savedCardSchema } from './card/cardWire';
export { cartLinePageSchema, cartLineSchema, cartSummarySchema } from './cart/cartWire';
export {
  catalogueIdSchema,
  categoryTreeSchema,
  landedCostSchema,
  productCardSchema,
  productDetailSchema,
  productPageSchema,
} from './catalogue/catalogueWire';
export { quoteRequestFieldsSchema } from './inquiry/quoteRequestSchemas';
export { orderDetailSchema, orderLineSchema, orderSummarySchema } from './order/orderWire';
export * from './payment/paymentWire';
export { orderPriceChangeSchema, orderPriceChangesSchema } from './priceChange/priceChangeSchemas';
export { searchSynonymGroupSchema } from './staff/searchSynonymSchemas';
export { secondStageFeeLinesSchema, secondStageSchema } from './staff/secondStageSchemas';
export { staffAccountSchema } from './staff/staffAccountSchemas';
export {
  staffWalletTopUpSchema,
  walletFreezeSchema,
  walletMovementSchema,
  walletSummarySchema,
  walletTopUpSchema,
} from './wallet/walletWire';

/** Each area's calls (`*Calls.ts`) beside their schemas (`*Schemas.ts`), paired by export name. */
const AREAS: readonly (readonly [calls: object, schemas: object])[] = [
  [accountCalls, accountSchemas],
  [addressCalls, addressSchemas],
  [agentCalls, agentSchemas],
  [businessCalls, businessSchemas],
  [cartCalls, cartSchemas],
  [categoryCalls, categorySchemas],
  [contentCalls, contentSchemas],
  [productCalls, productSchemas],
  [quoteRequestCalls, quoteRequestSchemas],
  [orderCalls, orderSchemas],
  [paymentCalls, paymentSchemas],
  [secondStageCalls, secondStageSchemas],
  [searchSynonymCalls, searchSynonymSchemas],
  [staffAccountCalls, staffAccountSchemas],
  [walletCalls, walletSchemas],
  [cardCalls, cardSchemas],
  [priceChangeCalls, priceChangeSchemas],
];

function isDescriptor(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'access' in value;
}

function isSchemas(value: unknown): value is EndpointSchemas {
  return typeof value === 'object' && value !== null && 'request' in value && 'response' in value;
}

const byCall = new Map<string, EndpointSchemas>();
const callOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
for (const [calls, schemas] of AREAS) {
  for (const [name, endpoint] of Object.entries(calls)) {
    if (!isDescriptor(endpoint)) continue;
    const own = (schemas as Record<string, unknown>)[name];
    if (!isSchemas(own)) throw new Error(`the call ${name} (${endpoint.path}) has no schemas under its name`);
    byCall.set(callOf(endpoint), own);
  }
}

/** The schemas of one of the contract's calls (an endpoint not in the contract throws). */
export function schemasOf<E extends Endpoint>(
  endpoint: E,
): EndpointSchemas<RequestSchemaOf<E>, ResponseSchemaOf<E>> {
  const schemas = byCall.get(callOf(endpoint));
  if (!schemas) throw new Error(`${endpoint.method} ${endpoint.path} is not a call of the contract`);
  return schemas as EndpointSchemas<RequestSchemaOf<E>, ResponseSchemaOf<E>>;
}
