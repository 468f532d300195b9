import type { Migration } from '../../../db/migrate';

/**
 * The search document's sections as text-search weights (issue 16, items 2 and 3; the domain's
 * `searchDocumentOf`): the name A, the category B, the stems and attributes C, the parts of
 * words D. The keyword search matches every section alike and ranks by the section a word was
 * found in (`modules/catalogue/productSearch.ts`), testing `'word':A` and the like on each match.
 *
 * A document written before the sections (no separator) is all name, as before, until
 * `refreshSearchDocuments` writes it again: `search_document_state` holds the version of the
 * domain's rules the stored documents were written with (`SEARCH_DOCUMENT_VERSION`); 0 says
 * "written before anyone kept count", so the server writes every document again when it starts.
 *
 * The column is generated from `search_doc` as before; redefining it rewrites the table once.
 */
export const searchDocumentSections: Migration = {
  id: '0026_search_document_sections',
  sql: `
    ALTER TABLE product DROP COLUMN search_words;
    ALTER TABLE product ADD COLUMN search_words tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', split_part(search_doc, ' ‖ ', 1)), 'A') ||
      setweight(to_tsvector('simple', split_part(search_doc, ' ‖ ', 2)), 'B') ||
      setweight(to_tsvector('simple', split_part(search_doc, ' ‖ ', 3)), 'C') ||
      setweight(to_tsvector('simple', split_part(search_doc, ' ‖ ', 4)), 'D')) STORED;
    CREATE INDEX product_search_words ON product USING gin (search_words) WITH (fastupdate = off);

    CREATE TABLE search_document_state (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      version   integer NOT NULL
    );
    INSERT INTO search_document_state (version) VALUES (0);
  `,
};
