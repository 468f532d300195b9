export * from './provider';
export * from './theme';
export { formatUIMessage, type UIMessageKey } from './i18n';
export * from './components/RateBadge';
