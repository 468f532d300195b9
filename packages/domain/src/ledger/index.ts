export * from './ledgerAccount';
export * from './ledgerErrors';
export * from './posting';
export * from './postings';
