export * from './weight';
export * from './insurance';
export * from './landedCost';
