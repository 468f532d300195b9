export * from './PdpdProvider';
export * from './usePdpdQuery';
export * from './useRate';
