import type { ServerArea } from '../serverArea';
import { exchangeRate } from './migrations/0001_exchange_rate';
import { registerRateRoutes } from './rateRoutes';

/** The USD/IQD exchange rate (spec section 7: `getRate`). */
export const rateArea: ServerArea = {
  name: 'rate',
  migrations: [exchangeRate],
  register: (app, { db }) => registerRateRoutes(app, db),
};
