import { PaymentResultPage } from './PaymentResultPage';

export const Component = PaymentResultPage;
