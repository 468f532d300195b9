import { OrderDetailsPage } from './OrderDetailsPage';

export const Component = OrderDetailsPage;
