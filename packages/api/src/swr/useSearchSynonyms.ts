import { useCallback } from 'react';
import type { PdpdFailure, PdpdResult } from '../client';
import {
  addSearchSynonymGroup,
  addSearchSynonymTerm,
  listSearchSynonyms,
  removeSearchSynonymTerm,
  type ResponseOf,
} from '../contract';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

/** A search synonym group as operations staff see it (issue 16 item 2). */
export type SearchSynonymGroup = ResponseOf<typeof listSearchSynonyms>[number];

/**
 * Answers the console shows beside the form instead of the toast: bad input (400), no role (403),
 * a group or term gone meanwhile (404), a repeated term (409), a full group (422).
 */
const shownInPlace = (failure: PdpdFailure) => [400, 403, 404, 409, 422].includes(failure.code);
const forbidden = (failure: PdpdFailure) => failure.code === 403;
const EVERY_GROUP = {};

export interface SearchSynonymsState extends QueryState<SearchSynonymGroup[]> {
  /** Every group, the newest first. */
  groups: SearchSynonymGroup[] | undefined;
  /** The caller is signed in without the operations role: the server refused (403). */
  isForbidden: boolean;
}

/** Every synonym group (`/hello/staff/searchSynonym/list`); a 403 is `isForbidden`, not toasted. */
export function useSearchSynonyms(): SearchSynonymsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    listSearchSynonyms,
    EVERY_GROUP,
    { shouldRetryOnError: (failure) => !forbidden(failure.failure) },
    { silent: forbidden },
  );
  return {
    groups: data,
    error,
    isLoading,
    mutate,
    isForbidden: error !== undefined && forbidden(error.failure),
  };
}

export interface SearchSynonymEditor {
  /** Makes a group of `terms`; a success refetches the list. A refusal is answered, not toasted. */
  addGroup: (terms: string[]) => Promise<PdpdResult<SearchSynonymGroup>>;
  /** Adds `term` to the group. */
  addTerm: (groupId: string, term: string) => Promise<PdpdResult<SearchSynonymGroup>>;
  /** Removes a term; the answer's group is null when it went with it. */
  removeTerm: (
    groupId: string,
    termId: string,
  ) => Promise<PdpdResult<ResponseOf<typeof removeSearchSynonymTerm>>>;
  isSaving: boolean;
}

const SYNONYM_READS = [listSearchSynonyms];

/** The staff calls that change the synonyms, each refetching the list after a success. */
export function useSearchSynonymEditor(): SearchSynonymEditor {
  const group = usePdpdMutation(addSearchSynonymGroup, SYNONYM_READS);
  const add = usePdpdMutation(addSearchSynonymTerm, SYNONYM_READS);
  const remove = usePdpdMutation(removeSearchSynonymTerm, SYNONYM_READS);
  const addGroupTrigger = group.trigger;
  const addTermTrigger = add.trigger;
  const removeTrigger = remove.trigger;
  return {
    addGroup: useCallback(
      (terms: string[]) => addGroupTrigger({ terms }, { silent: shownInPlace }),
      [addGroupTrigger],
    ),
    addTerm: useCallback(
      (groupId: string, term: string) => addTermTrigger({ groupId, term }, { silent: shownInPlace }),
      [addTermTrigger],
    ),
    removeTerm: useCallback(
      (groupId: string, termId: string) => removeTrigger({ groupId, termId }, { silent: shownInPlace }),
      [removeTrigger],
    ),
    isSaving: group.isMutating || add.isMutating || remove.isMutating,
  };
}
