import type { ServerArea } from '../serverArea';
import { registerCatalogueRoutes } from './catalogueRoutes';
import { catalogue } from './migrations/0004_catalogue';
import { productSearchWords } from './migrations/0006_product_search_words';
import { searchFoldingKurdishHan } from './migrations/0024_search_folding_kurdish_han';
import { searchSynonyms } from './migrations/0025_search_synonyms';
import { searchDocumentSections } from './migrations/0026_search_document_sections';
import { searchChangeLog } from './migrations/0027_search_change_log';
import { searchChangePruning } from './migrations/0028_search_change_pruning';
import { pruneSearchChangeLog } from './searchIndex/searchIndexJobs';
import { registerSearchSynonymRoutes } from './searchSynonymRoutes';

/** Categories, brands, products, search and the store's content (banners, events, help pages). */
export const catalogueArea: ServerArea = {
  name: 'catalogue',
  migrations: [
    catalogue,
    productSearchWords,
    searchFoldingKurdishHan,
    searchSynonyms,
    searchDocumentSections,
    searchChangeLog,
    searchChangePruning,
  ],
  jobs: [pruneSearchChangeLog],
  register: (app, { db, clock, catalogueCache }) => {
    registerCatalogueRoutes(app, { db, clock, cache: catalogueCache });
    registerSearchSynonymRoutes(app, { db, clock });
  },
};
