export * from './errorKeys';
export * from './exportRecord';
export * from './exportSelection';
export * from './productGroup';
export * from './productUrl';
export * from './productUrlForm';
