export * from './wallet';
export * from './walletErrors';
export * from './walletFreezeRequest';
export * from './paymentPasswordLockout';
export * from './walletTopUp';
