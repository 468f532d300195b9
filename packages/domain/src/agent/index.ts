export * from './agentApplication';
export * from './agentApplicationRule';
export * from './errorKeys';
