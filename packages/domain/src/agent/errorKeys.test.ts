import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { agentApplicationFormSchema } from './agentApplication';
import { AGENT_ERROR_KEYS } from './errorKeys';

const long = 'x'.repeat(400);

describe('AGENT_ERROR_KEYS', () => {
  it('lists exactly the keys the agent application reports, each once', () => {
    const reported = [
      {},
      { name: long, brand: long, email: 'a', phone: '+1' },
      { email: `${long}@example.com`, phone: '1' },
      { phone: '1'.repeat(14) },
      { phone: '0'.repeat(9) },
    ].flatMap((input) => {
      const result = validate(agentApplicationFormSchema, input);
      return result.ok ? [] : Object.values(result.errors);
    });
    expect(new Set(reported)).toEqual(new Set(AGENT_ERROR_KEYS));
    expect(new Set(AGENT_ERROR_KEYS).size).toBe(AGENT_ERROR_KEYS.length);
  });
});
