export * from './catalogues';
export * from './format';
