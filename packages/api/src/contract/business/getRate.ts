import { parseIqdPerUsd } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The header's exchange-rate badge: data is a number, IQD per USD 1 (spec sections 1 and 7). */
export const getRate = defineEndpoint({
  path: '/ds/business/getRate',
  method: 'POST',
  access: 'public',
  request: z.object({}).strict(),
  response: z.number().transform((value, context) => {
    const rate = parseIqdPerUsd(value);
    if (rate === null) {
      context.addIssue({ code: 'custom', message: 'rate.invalid', input: value });
      return z.NEVER;
    }
    return rate;
  }),
});
