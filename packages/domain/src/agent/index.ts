export * from './agentApplication';
export * from './errorKeys';
