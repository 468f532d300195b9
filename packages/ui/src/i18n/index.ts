export * from './messages';
export * from './common.messages';
