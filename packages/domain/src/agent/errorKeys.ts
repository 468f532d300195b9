import { EMAIL_ERROR_KEYS, PHONE_ERROR_KEYS } from '../account';
import { AGENT_APPLICATION_ERROR_KEYS } from './agentApplication';

/** Every error key the agent application can report, the reused account keys included. */
export const AGENT_ERROR_KEYS = [
  ...Object.values(AGENT_APPLICATION_ERROR_KEYS),
  ...Object.values(EMAIL_ERROR_KEYS),
  ...Object.values(PHONE_ERROR_KEYS),
] as const;

export type AgentErrorKey = (typeof AGENT_ERROR_KEYS)[number];
