export * from './catalogues';
export * from './formatMessage';
export * from './loadDomainCatalogue';
export * from './messageArguments';
export * from './messageKey';
