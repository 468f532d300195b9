export * from './pagination';
