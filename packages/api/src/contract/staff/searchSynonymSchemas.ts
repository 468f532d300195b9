import {
  SEARCH_SYNONYM_ERROR,
  SEARCH_SYNONYM_GROUP_MAX_TERMS,
  SEARCH_SYNONYM_GROUP_MIN_TERMS,
  synonymTermOf,
  withKey,
} from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { endpointSchemas } from '../endpoint';

// The schemas of the calls of `searchSynonymCalls.ts`, under the same names.

/**
 * A term as staff type it: trimmed, its spaces collapsed, within the domain's rule
 * (`synonymTermOf`), each refusal with its `searchSynonym.term.*` key.
 */
export const synonymTermSchema = z
  .string(withKey(SEARCH_SYNONYM_ERROR.termRequired))
  .transform((typed, context) => {
    const checked = synonymTermOf(typed);
    if ('problem' in checked) {
      context.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    }
    return checked.term;
  });

/** One term of a group: as typed, and folded as the search reads it. */
export const searchSynonymTermSchema = z.object({
  id: z.string(),
  term: z.string(),
  folded: z.string(),
});

/** A synonym group as the console shows it. */
export const searchSynonymGroupSchema = z.object({
  id: z.string(),
  /** Oldest first. */
  terms: z.array(searchSynonymTermSchema),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The staff member's user name; null for a group the catalogue was seeded with. */
  createdBy: z.string().nullable(),
});
export type SearchSynonymGroupWire = z.input<typeof searchSynonymGroupSchema>;

export const listSearchSynonyms = endpointSchemas({
  request: z.strictObject({}),
  response: z.array(searchSynonymGroupSchema),
});

export const addSearchSynonymGroup = endpointSchemas({
  request: z.strictObject({
    terms: z
      .array(synonymTermSchema, withKey(SEARCH_SYNONYM_ERROR.groupTooFewTerms))
      .min(SEARCH_SYNONYM_GROUP_MIN_TERMS, withKey(SEARCH_SYNONYM_ERROR.groupTooFewTerms))
      .max(SEARCH_SYNONYM_GROUP_MAX_TERMS, withKey(SEARCH_SYNONYM_ERROR.groupTooManyTerms)),
  }),
  response: searchSynonymGroupSchema,
});

export const addSearchSynonymTerm = endpointSchemas({
  request: z.strictObject({ groupId: entityIdSchema, term: synonymTermSchema }),
  response: searchSynonymGroupSchema,
});

export const removeSearchSynonymTerm = endpointSchemas({
  request: z.strictObject({ groupId: entityIdSchema, termId: entityIdSchema }),
  response: z.object({
    /** The group as it is left, or null when it went with the term (fewer than two left). */
    group: searchSynonymGroupSchema.nullable(),
  }),
});
