export { UIProvider, useDomainMessages, useMessages, useUI, type UIProviderProps } from './UIProvider';
