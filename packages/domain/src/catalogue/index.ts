export * from './product';
export * from './variants';
export * from './localizedText';
export * from './orderQuantity';
