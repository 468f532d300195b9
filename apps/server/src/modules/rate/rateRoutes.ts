import { getRate } from '@tijara/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { currentRate } from './rateRepository';

export function registerRateRoutes(app: FastifyInstance, db: Database): void {
  registerEndpoint(app, getRate, async () => {
    const rate = await currentRate(db);
    if (rate === null) throw new ApiError(503, 503, 'rateUnavailable');
    return rate;
  });
}
