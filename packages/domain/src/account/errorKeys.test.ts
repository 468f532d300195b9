import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { emailSchema } from './email';
import { ACCOUNT_ERROR_KEYS } from './errorKeys';
import { passwordLoginFormSchema } from './loginForm';
import { newPasswordSchema } from './password';
import { areaIdSchema } from './phoneCountry';
import { phoneSchema } from './phoneNumber';
import { procurementCustomerFormSchema } from './procurementCustomer';
import { registrationFormSchema } from './registrationForm';
import { userNameSchema } from './userName';
import { verificationCodeSchema } from './verificationCode';

const failures: [z.ZodType, unknown][] = [
  [emailSchema, ''],
  [emailSchema, 'a'],
  [emailSchema, `${'a'.repeat(321)}@x.com`],
  [phoneSchema, ''],
  [phoneSchema, '+1'],
  [phoneSchema, '1'],
  [phoneSchema, '1'.repeat(14)],
  [phoneSchema, '0'.repeat(9)],
  [areaIdSchema, '1'],
  [newPasswordSchema, ''],
  [newPasswordSchema, 'a'],
  [newPasswordSchema, 'a'.repeat(33)],
  [registrationFormSchema, { confirmPassword: '' }],
  [
    registrationFormSchema,
    {
      userName: 'ali',
      email: 'ali@example.iq',
      phone: '7701234567',
      password: 'secret1',
      confirmPassword: 'secret2',
    },
  ],
  [userNameSchema, ''],
  [userNameSchema, 'a'],
  [userNameSchema, 'a'.repeat(33)],
  [userNameSchema, '123'],
  [verificationCodeSchema, ''],
  [verificationCodeSchema, '1'],
  [passwordLoginFormSchema, {}],
  [procurementCustomerFormSchema, {}],
];

describe('ACCOUNT_ERROR_KEYS', () => {
  it('lists exactly the keys the account schemas report, each once', () => {
    const reported = failures.flatMap(([schema, input]) => {
      const result = validate(schema, input);
      return result.ok ? [] : Object.values(result.errors);
    });
    expect(new Set(reported)).toEqual(new Set(ACCOUNT_ERROR_KEYS));
    expect(new Set(ACCOUNT_ERROR_KEYS).size).toBe(ACCOUNT_ERROR_KEYS.length);
  });

  it('names each problem area.field.problem', () => {
    for (const key of ACCOUNT_ERROR_KEYS) expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+\.[a-zA-Z]+$/);
  });
});
