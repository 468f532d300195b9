export * from './searchText';
