import { describe, expect, it } from 'vitest';
import { orderRemarkSchema } from './orderRemark';
import { ORDER_REMARK_MAX_LENGTH } from './orderRemarkRule';

describe('order remark', () => {
  it('is trimmed and may be empty', () => {
    expect(orderRemarkSchema.parse('  لون أزرق فقط  ')).toBe('لون أزرق فقط');
    expect(orderRemarkSchema.parse('   ')).toBe('');
  });

  it('holds at most the maximum, counted after trimming', () => {
    expect(orderRemarkSchema.safeParse('ب'.repeat(ORDER_REMARK_MAX_LENGTH)).success).toBe(true);
    expect(orderRemarkSchema.safeParse(` ${'ب'.repeat(ORDER_REMARK_MAX_LENGTH)} `).success).toBe(true);
    const tooLong = orderRemarkSchema.safeParse('ب'.repeat(ORDER_REMARK_MAX_LENGTH + 1));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('order.remark.tooLong');
  });
});
