import { searchSuggestions, type ResponseOf } from '../contract';
import { STATIC_CONTENT_OPTIONS, type QueryState } from './queryState';
import { usePdpdQuery } from './usePdpdQuery';

type SearchSuggestions = ResponseOf<typeof searchSuggestions>;

export interface SearchSuggestionsState extends QueryState<SearchSuggestions> {
  /**
   * Whole queries to offer instead of the text ("power bank" for "powr bank"), closest first, each
   * finding at least one product; empty when the catalogue has nothing close. Undefined while they
   * load and while the text is `null`.
   */
  corrections: string[] | undefined;
}

/**
 * "Did you mean" for a search that found nothing (`/ds/product/searchSuggestions`): ask it only
 * then, with the text as the buyer typed it. `null` asks nothing. The catalogue's words change
 * when products are written, not while a buyer reads the page: no refetch on focus.
 */
export function useSearchSuggestions(text: string | null): SearchSuggestionsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    searchSuggestions,
    text === null ? null : { name: text },
    STATIC_CONTENT_OPTIONS,
  );
  return { corrections: data?.corrections, error, isLoading, mutate };
}
