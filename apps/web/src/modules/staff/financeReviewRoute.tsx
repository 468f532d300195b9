import { FinanceReviewPage } from './FinanceReviewPage';

export const Component = FinanceReviewPage;
