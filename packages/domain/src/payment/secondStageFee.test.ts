import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { NATURAL_DAY_MS } from '../order/orderTimeRules';
import { SECOND_STAGE_LINES, stageAmount, type StageCharges } from './paymentStage';
import {
  ACCRUED_STORAGE_LINE,
  SECOND_STAGE_FEE_LINES,
  SECOND_STAGE_LINE_MAX_CENTS,
  parseUsdAmountText,
  sameSecondStageFee,
  storageDaysDue,
  type SecondStageFeeLines,
} from './secondStageFee';

const fee = (overrides: Partial<SecondStageFeeLines> = {}): SecondStageFeeLines => ({
  secondStageFee: usdCents(3_000),
  seaFreight: usdCents(2_500),
  insurance: usdCents(54),
  supplementaryChinaFreight: usdCents(0),
  chinaLoadingFee: usdCents(0),
  domesticStorageFee: usdCents(0),
  valueAddedServiceFee: usdCents(0),
  warehouseStoragePerDay: usdCents(100),
  ...overrides,
});

describe('the lines staff set for stage 2', () => {
  it('are the stage-2 lines but the accrued storage, and the storage price per day', () => {
    expect(SECOND_STAGE_FEE_LINES).not.toContain(ACCRUED_STORAGE_LINE);
    expect(SECOND_STAGE_LINES).toContain(ACCRUED_STORAGE_LINE);
    expect([...SECOND_STAGE_FEE_LINES].sort()).toEqual(
      [
        ...SECOND_STAGE_LINES.filter((line) => line !== ACCRUED_STORAGE_LINE),
        'warehouseStoragePerDay',
      ].sort(),
    );
  });

  it('price stage 2 without the per-day rate, and with the storage accrued', () => {
    const charges: StageCharges = {
      goodsPrice: usdCents(5_400),
      chinaFreight: usdCents(400),
      ...Object.fromEntries(SECOND_STAGE_LINES.map((line) => [line, null])),
      secondStageFee: usdCents(3_000),
      seaFreight: usdCents(2_500),
      insurance: usdCents(54),
    } as StageCharges;
    expect(stageAmount(2, charges)).toBe(5_554);
    expect(stageAmount(2, { ...charges, [ACCRUED_STORAGE_LINE]: usdCents(100) })).toBe(5_654);
  });

  it('tell a repeated fee from a changed one, line by line', () => {
    expect(sameSecondStageFee(fee(), fee())).toBe(true);
    expect(sameSecondStageFee(fee(), fee({ insurance: usdCents(55) }))).toBe(false);
    expect(sameSecondStageFee(fee(), fee({ warehouseStoragePerDay: usdCents(0) }))).toBe(false);
  });
});

describe('storage days due from the logistics-payment status (spec sections 4 and 9)', () => {
  const since = new Date('2026-03-02T06:00:00Z');
  const after = (ms: number) => new Date(since.getTime() + ms);

  it('charges nothing in the 5 free days, then one day for each started day', () => {
    expect(storageDaysDue(since, since)).toBe(0);
    expect(storageDaysDue(since, after(5 * NATURAL_DAY_MS))).toBe(0);
    expect(storageDaysDue(since, after(5 * NATURAL_DAY_MS + 1))).toBe(1);
    expect(storageDaysDue(since, after(6 * NATURAL_DAY_MS))).toBe(1);
    expect(storageDaysDue(since, after(8 * NATURAL_DAY_MS + 1))).toBe(4);
  });
});

describe('parseUsdAmountText', () => {
  it('reads whole dollars, cents and thousands separators', () => {
    expect(parseUsdAmountText('12')).toBe(1_200);
    expect(parseUsdAmountText(' 12.5 ')).toBe(1_250);
    expect(parseUsdAmountText('0.07')).toBe(7);
    expect(parseUsdAmountText('1,250.00')).toBe(125_000);
    expect(parseUsdAmountText('0')).toBe(0);
  });

  it('refuses what is not an amount, a third decimal, a negative and more than the line maximum', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1,25', '1e3', '12.', '.5'])
      expect(parseUsdAmountText(text), text).toBeNull();
    expect(parseUsdAmountText(String(SECOND_STAGE_LINE_MAX_CENTS / 100))).toBe(SECOND_STAGE_LINE_MAX_CENTS);
    expect(parseUsdAmountText(String(SECOND_STAGE_LINE_MAX_CENTS / 100 + 1))).toBeNull();
  });
});
