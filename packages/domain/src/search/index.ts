export * from './searchText';
export * from './searchThreshold';
export * from './searchSuggestions';
