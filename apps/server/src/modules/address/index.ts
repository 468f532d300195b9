import type { ServerArea } from '../serverArea';
import { registerAddressRoutes } from './addressRoutes';
import { addresses } from './migrations/0003_addresses';

/** The buyer's delivery addresses and the area tree they are chosen from. */
export const addressArea: ServerArea = {
  name: 'address',
  migrations: [addresses],
  register: (app, { db, clock }) => registerAddressRoutes(app, { db, clock }),
};
