import {
  RECEIVING_WAY,
  countValues,
  directionOf,
  formatCount,
  formatIqd,
  formatRate,
  formatUsd,
  intlLocaleOf,
  orderStatusName,
  usdToIqd,
  type Locale,
  type UsdCents,
} from '@tijara/domain';
import { message } from '../../i18n/messages';
import { isolateFigures, leftToRight } from './bidi';
import { DOCUMENT_FONT, type DocumentFile } from './documentCompiler';
import type { OrderDocument, OrderDocumentDelivery, OrderDocumentLine } from './orderDocument';

/** Dates print in Baghdad's time, where the buyer and the warehouse are (as the order timeline shows them). */
const DOCUMENT_TIME_ZONE = 'Asia/Baghdad';

type Pair = readonly [label: string, value: string];

/** What the template prints, every text already worded and formatted in the document's language. */
export interface OrderDocumentView {
  lang: Locale;
  dir: 'rtl' | 'ltr';
  fonts: readonly string[];
  store: string;
  title: string;
  orderNo: { label: string; value: string };
  facts: readonly Pair[];
  delivery: { label: string; lines: readonly string[] };
  lines: {
    title: string;
    heads: readonly string[];
    rows: readonly {
      /** The picture's path inside the template (`/pictures/0`), or `null`. */
      picture: string | null;
      name: string;
      variant: string;
      unitPrice: string;
      quantity: string;
      lineTotal: string;
    }[];
  } | null;
  costs: { title: string; heads: readonly [string, string]; rows: readonly Pair[] } | null;
  totals: readonly { label: string; value: string; strong: boolean }[];
  remark: { label: string; text: string } | null;
}

export interface PreparedDocument {
  view: OrderDocumentView;
  files: DocumentFile[];
}

type DocumentKind = 'order' | 'fees';

/**
 * Turns an order's snapshot into the words and figures of one of its documents: the order (its
 * lines, costs and totals) or its fee statement (the cost lines and their total). Money, counts and
 * dates are formatted by the domain's rules (Latin digits everywhere, USD as `$1,234.56`); every
 * figure and Latin-script value is a left-to-right isolate, so right-to-left lines keep it whole.
 */
export function prepareOrderDocument(
  document: OrderDocument,
  locale: Locale,
  kind: DocumentKind,
): PreparedDocument {
  const say = (key: Parameters<typeof message>[1], values?: Parameters<typeof message>[2]) =>
    message(locale, key, values);
  const money = moneyFormatter(document, locale);
  const dates = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DOCUMENT_TIME_ZONE,
  });

  const facts: Pair[] = [[say('documentOrderedAt'), dates.format(document.orderedAt)]];
  if (document.paidAt) facts.push([say('documentPaidAt'), dates.format(document.paidAt)]);
  facts.push([
    say('documentStatus'),
    say('documentOrderStatus', { status: orderStatusName(document.status) }),
  ]);
  facts.push([say('documentBuyer'), isolateFigures(document.buyerName)]);
  facts.push([say('documentCurrency'), say('documentCurrencyName', { currency: document.currency.code })]);
  if (document.currency.code === 'IQD') {
    const rate = formatRate(document.currency.rate, locale);
    facts.push([say('documentRate'), `${leftToRight(rate.usd)} = ${rate.iqd}`]);
  }

  const files: DocumentFile[] = [];
  const lines =
    kind === 'order'
      ? {
          title: say('documentLines'),
          heads: [
            say('documentItem'),
            say('documentUnitPrice'),
            say('documentQuantity'),
            say('documentLineTotal'),
          ],
          rows: document.lines.map((line, index) => ({
            picture: pictureOf(line, index, files),
            name: isolateFigures(line.name),
            variant: isolateFigures(line.variant),
            unitPrice: money(line.unitPrice),
            quantity: leftToRight(formatCount(line.quantity, locale)),
            lineTotal: money(line.lineTotal),
          })),
        }
      : null;

  const costRows: Pair[] = document.costs.map((cost) => {
    const name = say('documentCostLine', { line: cost.line });
    return [cost.estimated ? say('documentEstimated', { cost: name }) : name, money(cost.amount)];
  });
  if (document.freeStoragePeriodDays !== null) {
    costRows.push([
      say('documentFreeStoragePeriod'),
      say('documentDays', countValues(document.freeStoragePeriodDays, locale)),
    ]);
  }
  const costs =
    costRows.length > 0
      ? {
          title: say('documentCosts'),
          heads: [say('documentCost'), say('documentAmount')] as const,
          rows: costRows,
        }
      : null;

  const totals =
    kind === 'order'
      ? [
          { label: say('documentGoodsTotal'), value: money(document.totals.goods), strong: false },
          { label: say('documentOrderTotal'), value: money(document.totals.order), strong: true },
        ]
      : [{ label: say('documentFeesTotal'), value: money(document.totals.fees), strong: true }];
  if (document.currency.code === 'IQD') {
    // What is charged is in US dollars (spec section 3: the order's amount is in USD).
    totals.push({
      label: say(kind === 'order' ? 'documentTotalInUsd' : 'documentFeesTotalInUsd'),
      value: leftToRight(formatUsd(kind === 'order' ? document.totals.order : document.totals.fees)),
      strong: false,
    });
  }

  const view: OrderDocumentView = {
    lang: locale,
    dir: directionOf(locale),
    fonts: [DOCUMENT_FONT.latin, DOCUMENT_FONT.arabic, DOCUMENT_FONT.chinese],
    store: say('documentStoreName'),
    title: say(kind === 'order' ? 'documentOrderTitle' : 'documentFeeTitle'),
    orderNo: { label: say('documentOrderNo'), value: leftToRight(document.orderNo) },
    facts,
    delivery: { label: say('documentDelivery'), lines: deliveryLines(document.delivery, locale) },
    lines,
    costs,
    totals,
    remark:
      kind === 'order' && document.remark.trim() !== ''
        ? { label: say('documentRemark'), text: isolateFigures(document.remark) }
        : null,
  };
  return { view, files };
}

/** Amounts in the document's currency: USD as the domain writes it, or IQD at the order's rate. */
function moneyFormatter(document: OrderDocument, locale: Locale): (amount: UsdCents) => string {
  const { currency } = document;
  if (currency.code === 'USD') return (amount) => leftToRight(formatUsd(amount));
  return (amount) => formatIqd(usdToIqd(amount, currency.rate), locale);
}

function deliveryLines(delivery: OrderDocumentDelivery, locale: Locale): string[] {
  if (delivery.receivingWay === RECEIVING_WAY.selfPickup) return [message(locale, 'documentSelfPickup')];
  const { address } = delivery;
  const places = [address.cityName, address.provinceName, address.countryName].filter(
    (place): place is string => place !== undefined && place.trim() !== '',
  );
  const lines = [
    message(locale, 'documentDeliverToAddress'),
    isolateFigures(`${address.firstName} ${address.lastName}`),
    message(locale, 'documentMobile', { mobile: leftToRight(address.mobile) }),
    isolateFigures(address.address),
    new Intl.ListFormat(intlLocaleOf(locale), { type: 'unit', style: 'short' }).format(places),
  ];
  if (address.postcode.trim() !== '') {
    lines.push(message(locale, 'documentPostcode', { postcode: leftToRight(address.postcode) }));
  }
  if (address.email.trim() !== '') {
    lines.push(message(locale, 'documentEmail', { email: leftToRight(address.email) }));
  }
  return lines;
}

/** The formats typst reads, by their first bytes; anything else is left out rather than failing the document. */
const PICTURE_SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], // RIFF....WEBP
];

function isPicture(bytes: Uint8Array): boolean {
  return PICTURE_SIGNATURES.some((signature) =>
    signature.every((byte, index) => byte === null || bytes[index] === byte),
  );
}

function pictureOf(line: OrderDocumentLine, index: number, files: DocumentFile[]): string | null {
  if (!line.picture || !isPicture(line.picture)) return null;
  const path = `/pictures/${index}`;
  files.push({ path, content: line.picture });
  return path;
}
