import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { productGroupFormSchema } from './productGroup';
import { PRODUCT_GROUP_NAME_MAX_LENGTH } from './productGroupRule';

const errorsOf = (input: unknown) => {
  const result = validate(productGroupFormSchema, input);
  return result.ok ? {} : result.errors;
};

describe('product group form', () => {
  it('takes a trimmed group name and a sort number', () => {
    expect(validate(productGroupFormSchema, { groupName: ' Kitchen ', sort: 0 })).toEqual({
      ok: true,
      value: { groupName: 'Kitchen', sort: 0 },
    });
  });

  it('requires both', () => {
    expect(errorsOf({ groupName: '   ' })).toEqual({
      groupName: 'favorites.groupName.required',
      sort: 'favorites.sort.required',
    });
  });

  it('allows a name of 50 characters, not 51', () => {
    expect(PRODUCT_GROUP_NAME_MAX_LENGTH).toBe(50);
    expect(validate(productGroupFormSchema, { groupName: 'x'.repeat(50), sort: 1 }).ok).toBe(true);
    expect(errorsOf({ groupName: 'x'.repeat(51), sort: 1 })).toEqual({
      groupName: 'favorites.groupName.tooLong',
    });
  });

  it('takes a sort number that is a whole number from 0', () => {
    for (const sort of [-1, 1.5]) {
      expect(errorsOf({ groupName: 'Kitchen', sort })).toEqual({ sort: 'favorites.sort.invalid' });
    }
    expect(errorsOf({ groupName: 'Kitchen', sort: '1' })).toEqual({ sort: 'favorites.sort.required' });
  });
});
