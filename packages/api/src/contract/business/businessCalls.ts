import { defineEndpoint } from '../endpoint';
import type * as schemas from './businessSchemas';

/** The header's exchange-rate badge: data is a number, IQD per USD 1 (spec sections 1 and 7). */
export const getRate = defineEndpoint<typeof schemas.getRate>()({
  path: '/ds/business/getRate',
  method: 'POST',
  access: 'public',
});
