export * from './product';
export * from './variants';
