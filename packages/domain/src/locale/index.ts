export * from './locale';
export * from './count';
