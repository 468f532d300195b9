import { WalletPage } from './WalletPage';

export const Component = WalletPage;
