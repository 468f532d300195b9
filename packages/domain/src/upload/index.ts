export * from './errorKeys';
export * from './fileDescription';
export * from './fileRule';
export * from './fileType';
export * from './imageContent';
export * from './imageSearch';
export * from './imageUpload';
export * from './searchText';
