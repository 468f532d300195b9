export * from './address';
export * from './addressForm';
export * from './addressFormRule';
export * from './addressFormValues';
export * from './area';
export * from './errorKeys';
