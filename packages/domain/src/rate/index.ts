export * from './rate';
