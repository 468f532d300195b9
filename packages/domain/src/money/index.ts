export * from './money';
export * from './share';
