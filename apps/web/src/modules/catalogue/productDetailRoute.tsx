import { ProductDetailPage } from './ProductDetailPage';

export const Component = ProductDetailPage;
