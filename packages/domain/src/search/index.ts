export * from './searchText';
export * from './searchThreshold';
