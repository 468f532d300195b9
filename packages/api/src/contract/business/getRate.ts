import { parseIqdPerUsd } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const getRate = endpointSchemas({
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
