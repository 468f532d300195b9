export * from './errorKey';
export * from './validate';
