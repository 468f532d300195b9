import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { exportSelectionSchema } from './exportSelection';

describe('export selection', () => {
  it('needs at least one selected favorite', () => {
    expect(validate(exportSelectionSchema, ['p1'])).toEqual({ ok: true, value: ['p1'] });
    expect(validate(exportSelectionSchema, [])).toEqual({
      ok: false,
      errors: { '': 'favorites.export.noSelection' },
    });
  });

  it('refuses what is not a list of ids', () => {
    expect(validate(exportSelectionSchema, 'p1')).toEqual({
      ok: false,
      errors: { '': 'favorites.export.invalidSelection' },
    });
    expect(validate(exportSelectionSchema, ['p1', ''])).toEqual({
      ok: false,
      errors: { '1': 'favorites.export.invalidSelection' },
    });
  });
});
