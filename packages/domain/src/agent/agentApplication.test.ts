import { describe, expect, it } from 'vitest';
import { emailSchema, phoneSchema } from '../account';
import { validate } from '../validation';
import { agentApplicationFormSchema } from './agentApplication';
import { AGENT_TEXT_MAX_LENGTH } from './agentApplicationRule';

const application = {
  name: ' Ali Hassan ',
  email: 'ali@example.iq',
  phone: '07701234567',
  brand: 'CleanBot',
};

const errorsOf = (input: unknown) => {
  const result = validate(agentApplicationFormSchema, input);
  return result.ok ? {} : result.errors;
};

describe('agent application', () => {
  it('takes a name, email, phone and brand', () => {
    expect(validate(agentApplicationFormSchema, application)).toEqual({
      ok: true,
      value: { ...application, name: 'Ali Hassan', phone: '7701234567' },
    });
  });

  it('requires all four, with the account keys for email and phone', () => {
    expect(errorsOf({})).toEqual({
      name: 'agent.name.required',
      email: 'account.email.required',
      phone: 'account.phone.required',
      brand: 'agent.brand.required',
    });
  });

  it('uses the account rules for email and phone themselves', () => {
    expect(agentApplicationFormSchema.shape.email).toBe(emailSchema);
    expect(agentApplicationFormSchema.shape.phone).toBe(phoneSchema);
    expect(errorsOf({ ...application, email: 'ali@', phone: '12345678901234' })).toEqual({
      email: 'account.email.invalid',
      phone: 'account.phone.tooLong',
    });
  });

  it('allows 128 characters in name and brand, not 129', () => {
    expect(AGENT_TEXT_MAX_LENGTH).toBe(128);
    expect(
      validate(agentApplicationFormSchema, { ...application, name: 'x'.repeat(128), brand: 'y'.repeat(128) })
        .ok,
    ).toBe(true);
    expect(errorsOf({ ...application, name: 'x'.repeat(129), brand: 'y'.repeat(129) })).toEqual({
      name: 'agent.name.tooLong',
      brand: 'agent.brand.tooLong',
    });
  });
});
