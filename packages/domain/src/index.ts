export * from './locale';
export * from './money';
export * from './rate';
