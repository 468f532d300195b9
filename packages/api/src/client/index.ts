export * from './client';
export * from './result';
