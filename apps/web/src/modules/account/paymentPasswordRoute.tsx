import { PaymentPasswordPage } from './PaymentPasswordPage';

export const Component = PaymentPasswordPage;
