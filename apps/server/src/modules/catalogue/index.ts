import type { ServerArea } from '../serverArea';
import { registerCatalogueRoutes } from './catalogueRoutes';
import { catalogue } from './migrations/0004_catalogue';
import { productSearchWords } from './migrations/0006_product_search_words';

/** Categories, brands, products, search and the store's content (banners, events, help pages). */
export const catalogueArea: ServerArea = {
  name: 'catalogue',
  migrations: [catalogue, productSearchWords],
  register: (app, { db, clock, catalogueCache }) =>
    registerCatalogueRoutes(app, { db, clock, cache: catalogueCache }),
};
