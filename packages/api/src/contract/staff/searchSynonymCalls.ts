import { defineEndpoint } from '../endpoint';
import type * as schemas from './searchSynonymSchemas';

/*
 * Search synonyms (issue 16, item 2): groups of terms buyers use for one thing ("earphones",
 * "earbuds"; قنفة and كنبة; 充电宝 and 移动电源), which the search also looks for when a query has one
 * of them. Seeded by migration 0025; operations staff keep them, as they keep the storefront's
 * day-to-day running (procurement staff buy for customers, finance reviews payments). The spec
 * names no path for these (the console is not in the spec): `/hello/staff/searchSynonym/*`,
 * beside the other staff calls. A change counts for the next search of every server process.
 */

/** Every synonym group with its terms, the newest group first, each group's terms oldest first. */
export const listSearchSynonyms = defineEndpoint<typeof schemas.listSearchSynonyms>()({
  path: '/hello/staff/searchSynonym/list',
  method: 'POST',
  access: ['operations'],
});

/**
 * Makes a group of 2 to `SEARCH_SYNONYM_GROUP_MAX_TERMS` terms, each trimmed, 1 to
 * `SEARCH_SYNONYM_TERM_MAX_CHARACTERS` characters and at most `SEARCH_SYNONYM_TERM_MAX_WORDS` words
 * once folded (400 with the rule's message otherwise). Two terms a search cannot tell apart
 * ("Sofa", "sofa") answer 400 `searchSynonym.term.duplicate`. Answers the new group.
 */
export const addSearchSynonymGroup = defineEndpoint<typeof schemas.addSearchSynonymGroup>()({
  path: '/hello/staff/searchSynonym/addGroup',
  method: 'POST',
  access: ['operations'],
});

/**
 * Adds a term to a group (the term's rule as above): 404 when the group is gone, 409
 * `searchSynonym.term.duplicate` when it has the term already (as folded), 422 when it is full.
 * Answers the group.
 */
export const addSearchSynonymTerm = defineEndpoint<typeof schemas.addSearchSynonymTerm>()({
  path: '/hello/staff/searchSynonym/addTerm',
  method: 'POST',
  access: ['operations'],
});

/**
 * Removes a term from its group (404 when it is not in the group any more). A group left with
 * fewer than two terms goes with its last term. Answers the group, or null when it went.
 */
export const removeSearchSynonymTerm = defineEndpoint<typeof schemas.removeSearchSynonymTerm>()({
  path: '/hello/staff/searchSynonym/removeTerm',
  method: 'POST',
  access: ['operations'],
});
