import { ConfirmOrdersPage } from './ConfirmOrdersPage';

export const Component = ConfirmOrdersPage;
