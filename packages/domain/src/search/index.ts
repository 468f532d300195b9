export * from './searchText';
export * from './searchThreshold';
export * from './searchSuggestions';
export * from './searchSynonymRule';
export * from './searchDocument';
export * from './chineseWords';
export * from './stemming';
export * from './typoTolerance';
