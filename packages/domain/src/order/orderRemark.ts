import { z } from 'zod';
import { withKey } from '../validation';
import { ORDER_REMARK_ERROR, ORDER_REMARK_MAX_LENGTH } from './orderRemarkRule';

/** A remark as stored: trimmed, possibly empty, at most {@link ORDER_REMARK_MAX_LENGTH} characters. */
export const orderRemarkSchema = z
  .string()
  .trim()
  .max(ORDER_REMARK_MAX_LENGTH, withKey(ORDER_REMARK_ERROR.tooLong));
