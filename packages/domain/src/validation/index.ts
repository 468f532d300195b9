export * from './errorKey';
