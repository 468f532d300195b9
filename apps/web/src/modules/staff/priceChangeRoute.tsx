import { PriceChangePage } from './PriceChangePage';

export const Component = PriceChangePage;
