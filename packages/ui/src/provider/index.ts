export { UIProvider, useMessages, useUI, type UIProviderProps } from './UIProvider';
