export { WalletSummary, type WalletFreezeItem, type WalletSummaryProps } from './WalletSummary';
