import { SearchResultsPage } from './SearchResultsPage';

export const Component = SearchResultsPage;
