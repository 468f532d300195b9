import {
  ORDER_STATUS,
  RECEIVING_WAY,
  parseIqdPerUsd,
  sum,
  usdCents,
  type IqdPerUsd,
  type Locale,
  type UsdCents,
} from '@tijara/domain';
import type { OrderDocument, OrderDocumentCost, OrderDocumentLine } from './orderDocument';

/**
 * A sample order for checking the documents' layout by eye (`render-sample-order-pdf`) and in the
 * documents' tests. Its order number says it is a sample; it is never stored or served.
 */
export const SAMPLE_ORDER_NO = 'SAMPLE-7Q4K9M2X';

const SAMPLE_NAMES: Record<Locale, { buyer: string; lines: readonly [string, string][]; remark: string }> = {
  ar: {
    buyer: 'أحمد كريم',
    lines: [
      ['قدر ضغط كهربائي 6 لتر', 'اللون: فضي، الجهد: 220-240 فولت'],
      ['حذاء رياضي للأطفال', 'المقاس: 30-40، اللون: أزرق'],
      ['مقلاة هوائية Philips XL 4.1 لتر', ''],
    ],
    remark: 'يرجى تغليف القدور جيداً.',
  },
  ckb: {
    buyer: 'ئاراس محەمەد',
    lines: [
      ['مەنجەڵی فشاری کارەبایی 6 لیتر', 'ڕەنگ: زیوی، ڤۆڵتیە: 220-240'],
      ['پێڵاوی وەرزشی منداڵان', 'قەبارە: 30-40، ڕەنگ: شین'],
      ['تاوەی هەوایی Philips XL 4.1 لیتر', ''],
    ],
    remark: 'تکایە مەنجەڵەکان باش بپێچنەوە.',
  },
  en: {
    buyer: 'Ahmed Karim',
    lines: [
      ['Electric pressure cooker 6 L', 'Colour: silver, Voltage: 220-240 V'],
      ["Children's sports shoes", 'Size: 30-40, Colour: blue'],
      ['Philips XL air fryer 4.1 L', ''],
    ],
    remark: 'Please pack the pots well.',
  },
  zh: {
    buyer: 'Ahmed Karim',
    lines: [
      ['电压力锅 6 升', '颜色：银色，电压：220-240 V'],
      ['儿童运动鞋', '尺码：30-40，颜色：蓝色'],
      ['飞利浦 XL 空气炸锅 4.1 升', ''],
    ],
    remark: '请把锅包装好。',
  },
};

const SAMPLE_PRICES: readonly [unitPrice: number, quantity: number][] = [
  [2450, 12],
  [899, 40],
  [6390, 3],
];

export const SAMPLE_RATE = parseIqdPerUsd(1310) as IqdPerUsd;

/** The sample in `locale`'s words; `currency` picks USD or IQD at {@link SAMPLE_RATE}. */
export function sampleOrderDocument(locale: Locale, currency: 'USD' | 'IQD' = 'USD'): OrderDocument {
  const names = SAMPLE_NAMES[locale];
  const lines: OrderDocumentLine[] = names.lines.map(([name, variant], index) => {
    const [unitPrice, quantity] = SAMPLE_PRICES[index] as [number, number];
    return {
      name,
      variant,
      unitPrice: usdCents(unitPrice),
      quantity,
      lineTotal: usdCents(unitPrice * quantity),
    };
  });
  const goods = sum(lines.map((line) => line.lineTotal));
  const costs: OrderDocumentCost[] = [
    { line: 'goodsPrice', amount: goods, estimated: false },
    { line: 'chinaFreight', amount: usdCents(1850), estimated: false },
    { line: 'seaFreight', amount: usdCents(12400), estimated: true },
    { line: 'insurance', amount: usdCents(1310), estimated: true },
  ];
  const fees = sum(costs.map((cost) => cost.amount));
  const order: UsdCents = sum([goods, usdCents(1850)]);
  return {
    orderNo: SAMPLE_ORDER_NO,
    orderedAt: new Date('2026-11-20T09:05:00Z'),
    paidAt: new Date('2026-11-20T11:40:00Z'),
    status: ORDER_STATUS.WAITING_PURCHASE,
    buyerName: names.buyer,
    delivery: {
      receivingWay: RECEIVING_WAY.specifiedAddress,
      address: {
        firstName: names.buyer.split(' ')[0] as string,
        lastName: names.buyer.split(' ')[1] as string,
        address: {
          ar: 'شارع 14 رمضان، بناية 7',
          ckb: 'شەقامی 14 ڕەمەزان، باڵەخانەی 7',
          en: '14 Ramadan Street, building 7',
          zh: '14 Ramadan Street, building 7',
        }[locale],
        mobile: '+964 770 123 4567',
        postcode: '10011',
        email: 'buyer@example.com',
        countryName: { ar: 'العراق', ckb: 'عێراق', en: 'Iraq', zh: '伊拉克' }[locale],
        provinceName: { ar: 'بغداد', ckb: 'بەغدا', en: 'Baghdad', zh: '巴格达' }[locale],
        cityName: { ar: 'المنصور', ckb: 'مەنسوور', en: 'Al-Mansour', zh: '曼苏尔' }[locale],
      },
    },
    lines,
    costs,
    freeStoragePeriodDays: 5,
    totals: { goods, fees, order },
    currency: currency === 'USD' ? { code: 'USD' } : { code: 'IQD', rate: SAMPLE_RATE },
    remark: names.remark,
  };
}
