import { z } from 'zod';
import { emailSchema, phoneSchema } from '../account';
import { withKey } from '../validation';
import { AGENT_APPLICATION_ERROR_KEYS, AGENT_TEXT_MAX_LENGTH } from './agentApplicationRule';

const K = AGENT_APPLICATION_ERROR_KEYS;

/**
 * Spec sections 3 and 5: a brand-agent or dealer application; name, email, phone and brand are
 * required. Email and phone are the account's own rules, so they report the account's keys.
 */
export const agentApplicationFormSchema = z.object({
  name: z
    .string(withKey(K.nameRequired))
    .trim()
    .min(1, withKey(K.nameRequired))
    .max(AGENT_TEXT_MAX_LENGTH, withKey(K.nameTooLong)),
  email: emailSchema,
  phone: phoneSchema,
  brand: z
    .string(withKey(K.brandRequired))
    .trim()
    .min(1, withKey(K.brandRequired))
    .max(AGENT_TEXT_MAX_LENGTH, withKey(K.brandTooLong)),
});

export type AgentApplication = z.output<typeof agentApplicationFormSchema>;
