import { OrderListPage } from './OrderListPage';

export const Component = OrderListPage;
