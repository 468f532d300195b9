import type { ServerArea } from '../serverArea';
import { registerMediaRoutes } from './mediaRoutes';

/**
 * Images and videos served from the database under /media. Its table is created by the catalogue's
 * migration 0004, which shipped before areas existed and cannot be split.
 */
export const mediaArea: ServerArea = {
  name: 'media',
  migrations: [],
  register: (app, { db }) => registerMediaRoutes(app, db),
};
