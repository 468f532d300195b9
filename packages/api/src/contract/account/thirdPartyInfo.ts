import type { ThirdPartyInfo } from '@tijara/domain';
import { z } from 'zod';

/**
 * Spec section 3: the profile a social sign-in hands over. It is a hint (a name for a new
 * account); identity and email come only from what the provider itself verified.
 */
export const thirdPartyInfoSchema = z.strictObject({
  openId: z.string().min(1).max(256),
  email: z.string().max(320).optional(),
  firstName: z.string().max(128).optional(),
  lastName: z.string().max(128).optional(),
  name: z.string().max(256).optional(),
  avatar: z.string().max(2048).optional(),
}) satisfies z.ZodType<ThirdPartyInfo>;
