import { FinanceQueuePage } from './FinanceQueuePage';

export const Component = FinanceQueuePage;
