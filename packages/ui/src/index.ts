export * from './provider';
export * from './theme';
export * from './icons';
export { commonMessages, defineMessages, formatMessage, type Messages, type MessageValues } from './i18n';
export * from './components/Button';
export * from './components/RateBadge';
export * from './components/TextField';
