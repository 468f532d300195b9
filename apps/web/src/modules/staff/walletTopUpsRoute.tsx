import { WalletTopUpsPage } from './WalletTopUpsPage';

export const Component = WalletTopUpsPage;
