import { SearchSynonymsPage } from './SearchSynonymsPage';

export const Component = SearchSynonymsPage;
