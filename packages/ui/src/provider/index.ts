export { UIProvider, useUI, type UIProviderProps } from './UIProvider';
