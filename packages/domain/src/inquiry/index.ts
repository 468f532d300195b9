export * from './errorKeys';
export * from './quoteAttachments';
export * from './quoteContact';
export * from './quoteRequest';
export * from './quoteRequestForm';
export * from './quoteRequestLimit';
export * from './quoteUnit';
