import { z } from 'zod';
import { withKey } from '../validation';
import { FILE_ERROR_KEYS } from './fileDescriptionRule';

/** The shape of a {@link FileDescription}; the rules about type and size are added per use. */
export const fileDescriptionSchema = z.object(
  {
    name: z.string(withKey(FILE_ERROR_KEYS.invalid)),
    type: z.string(withKey(FILE_ERROR_KEYS.invalid)),
    size: z
      .number(withKey(FILE_ERROR_KEYS.invalid))
      .int(withKey(FILE_ERROR_KEYS.invalid))
      .nonnegative(withKey(FILE_ERROR_KEYS.invalid)),
  },
  withKey(FILE_ERROR_KEYS.invalid),
);
