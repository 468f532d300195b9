import { EMAIL_ERROR_KEYS } from '../account/emailRule';
import { PHONE_ERROR_KEYS } from '../account/phoneNumberRule';
import { AGENT_APPLICATION_ERROR_KEYS } from './agentApplicationRule';

/** Every error key the agent application can report, the reused account keys included. */
export const AGENT_ERROR_KEYS = [
  ...Object.values(AGENT_APPLICATION_ERROR_KEYS),
  ...Object.values(EMAIL_ERROR_KEYS),
  ...Object.values(PHONE_ERROR_KEYS),
] as const;

export type AgentErrorKey = (typeof AGENT_ERROR_KEYS)[number];
