import { CartPage } from './CartPage';

export const Component = CartPage;
