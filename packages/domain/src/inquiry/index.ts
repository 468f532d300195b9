export * from './errorKeys';
export * from './quoteAttachments';
export * from './quoteRequestForm';
export * from './quoteUnit';
