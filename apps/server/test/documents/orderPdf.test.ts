import {
  LOCALES,
  RECEIVING_WAY,
  directionOf,
  formatIqd,
  formatUsd,
  usdToIqd,
  type Locale,
} from '@tijara/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/i18n/messages';
import { renderOrderFeePdf, renderOrderPdf, type OrderDocument } from '../../src/modules/documents';
import {
  SAMPLE_ORDER_NO,
  SAMPLE_RATE,
  sampleOrderDocument,
} from '../../src/modules/documents/sampleOrderDocument';
import {
  pdfFonts,
  pdfImageCount,
  pdfInfo,
  pdfText,
  pdfWords,
  withoutBidiControls,
  type PdfWord,
} from './pdfText';

/** A product name made of typst's markup and code characters: it must print exactly as typed. */
const TYPST_SYNTAX_NAME = 'Fan #1 *USB* [v2] $5 \\ _x_ <a> @b //c';

/** The sample with its last line renamed to {@link TYPST_SYNTAX_NAME}. */
function documentWithTypstSyntax(locale: Locale): OrderDocument {
  const document = sampleOrderDocument(locale);
  const lines = document.lines.map((line, index) =>
    index === document.lines.length - 1 ? { ...line, name: TYPST_SYNTAX_NAME } : line,
  );
  return { ...document, lines };
}

const A4 = /^595\.2\d* x 841\.8\d* pts \(A4\)$/;

/**
 * Noto Sans Arabic draws a letter's dots and hamza as a second glyph, and poppler reads that glyph
 * as the letter again ("أحمد" comes back "أأحمد"); spaces also come back where letters do not join.
 * Comparing with both removed still tells logical order from reversed or scrambled text.
 */
function normalizedArabic(text: string): string {
  return withoutBidiControls(text)
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/\s+/g, '');
}

function wordsNamed(words: readonly PdfWord[], text: string): PdfWord[] {
  return words.filter((word) => word.text === text);
}

function onlyWord(words: readonly PdfWord[], text: string): PdfWord {
  const found = wordsNamed(words, text);
  expect(found, `the word ${text} once in ${words.map((word) => word.text).join(' ')}`).toHaveLength(1);
  return found[0] as PdfWord;
}

const PAGE_MIDDLE = 595.28 / 2;

describe.each(LOCALES)('the order PDF in %s', (locale) => {
  const document = documentWithTypstSyntax(locale);
  const rtl = directionOf(locale) === 'rtl';
  let pdf: Uint8Array;
  let text: string;
  let words: PdfWord[];
  beforeAll(async () => {
    pdf = await renderOrderPdf(document, locale);
    text = pdfText(pdf);
    words = pdfWords(pdf);
  });

  it('is one A4 page set in the Noto fonts the server ships, never a machine font', () => {
    const info = pdfInfo(pdf);
    expect(info.get('Pages')).toBe('1');
    expect(info.get('Page size')).toMatch(A4);
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^NotoSans(Arabic|SC)?-(Regular|Bold)$/);
    if (locale === 'zh') expect(fonts).toContain('NotoSansSC-Regular');
    if (rtl) expect(fonts).toContain('NotoSansArabic-Regular');
  });

  it('prints the order number and every amount as the domain formats them', () => {
    expect(text).toContain(SAMPLE_ORDER_NO);
    for (const line of document.lines) {
      expect(text).toContain(formatUsd(line.unitPrice));
      expect(text).toContain(formatUsd(line.lineTotal));
    }
    for (const cost of document.costs) expect(text).toContain(formatUsd(cost.amount));
    expect(text).toContain(formatUsd(document.totals.goods));
    expect(text).toContain(formatUsd(document.totals.order));
  });

  it('prints a name made of typst syntax literally', () => {
    expect(text).toContain(TYPST_SYNTAX_NAME);
  });

  it('keeps figures in the order they were typed: a size range, a voltage range, a phone number', () => {
    // A word may carry the punctuation after it ("30-40," in English, "30-40，" in Chinese).
    const containing = (figure: string) => words.filter((word) => word.text.includes(figure));
    expect(containing('30-40')).toHaveLength(1);
    expect(containing('220-240')).toHaveLength(1);
    expect(containing('40-30')).toHaveLength(0);
    expect(containing('240-220')).toHaveLength(0);
    const phone = ['+964', '770', '123', '4567'].map((part) => {
      expect(containing(part), part).toHaveLength(1);
      return containing(part)[0] as PdfWord;
    });
    const lefts = phone.map((part) => part.xMin);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  });

  it(`is laid out ${rtl ? 'right to left, columns mirrored' : 'left to right'}`, () => {
    // The header: the order number sits at the end of the line, the store's name at its start.
    const orderNo = onlyWord(words, SAMPLE_ORDER_NO);
    if (rtl) expect(orderNo.xMax).toBeLessThan(PAGE_MIDDLE);
    else expect(orderNo.xMin).toBeGreaterThan(PAGE_MIDDLE);
    // A line of the table: unit price, quantity and line total follow the reading direction.
    const [first] = document.lines;
    const unitPrice = onlyWord(words, formatUsd(first!.unitPrice));
    const lineTotal = onlyWord(words, formatUsd(first!.lineTotal));
    if (rtl) expect(lineTotal.xMax).toBeLessThan(unitPrice.xMin);
    else expect(lineTotal.xMin).toBeGreaterThan(unitPrice.xMax);
  });
});

describe('Arabic and Kurdish read back in logical order', () => {
  it.each([
    ['ar', 'أحمد كريم'],
    ['ckb', 'ئاراس محەمەد'],
  ] as const)('%s: the buyer "%s"', async (locale, buyer) => {
    const document = sampleOrderDocument(locale);
    expect(document.buyerName).toBe(buyer);
    const lines = pdfText(await renderOrderPdf(document, locale))
      .split('\n')
      .map(normalizedArabic);
    expect(lines).toContain(normalizedArabic(buyer));
    expect(lines).not.toContain(normalizedArabic([...buyer].reverse().join('')));
  });

  it('Arabic labels from the catalogue come back as written', async () => {
    const lines = pdfText(await renderOrderPdf(sampleOrderDocument('ar'), 'ar'))
      .split('\n')
      .map(normalizedArabic);
    for (const key of ['documentStatus', 'documentCurrency'] as const) {
      expect(lines).toContain(normalizedArabic(message('ar', key)));
    }
  });
});

describe('amounts in dinars', () => {
  it('converts at the order rate, formats as the domain does, and says the rate and the USD total', async () => {
    const document = sampleOrderDocument('ckb', 'IQD');
    const text = pdfText(await renderOrderPdf(document, 'ckb'));
    const digitsOf = (formatted: string) => /\d[\d,]*/.exec(formatted)?.[0] ?? formatted;
    const firstLine = formatIqd(usdToIqd(document.lines[0]!.lineTotal, SAMPLE_RATE), 'ckb');
    const total = formatIqd(usdToIqd(document.totals.order, SAMPLE_RATE), 'ckb');
    expect(text).toContain(digitsOf(firstLine));
    expect(text).toContain(digitsOf(total));
    expect(text).toContain('$1.00');
    expect(text).toContain(formatUsd(document.totals.order));
    expect(text).not.toContain(formatUsd(document.lines[0]!.lineTotal));
  });

  it('in English the dinar pattern reads IQD first', async () => {
    const document = sampleOrderDocument('en', 'IQD');
    const text = pdfText(await renderOrderPdf(document, 'en'));
    expect(text).toContain(
      formatIqd(usdToIqd(document.totals.goods, SAMPLE_RATE), 'en').replace('\u00a0', ' '),
    );
  });
});

describe('the fee statement', () => {
  it.each(LOCALES)('in %s lists the cost lines and their total, not the goods', async (locale) => {
    const document = sampleOrderDocument(locale);
    const pdf = await renderOrderFeePdf(document, locale);
    const text = pdfText(pdf);
    expect(text).toContain(SAMPLE_ORDER_NO);
    for (const cost of document.costs) expect(text).toContain(formatUsd(cost.amount));
    expect(text).toContain(formatUsd(document.totals.fees));
    expect(text).not.toContain(formatUsd(document.lines[0]!.unitPrice));
    expect(pdfInfo(pdf).get('Page size')).toMatch(A4);
  });

  it('is titled and worded from the catalogue', async () => {
    const text = pdfText(await renderOrderFeePdf(sampleOrderDocument('en'), 'en'));
    expect(text).toContain(message('en', 'documentFeeTitle'));
    expect(text).toContain(
      message('en', 'documentEstimated', { cost: message('en', 'documentCostLine', { line: 'seaFreight' }) }),
    );
    expect(text).toContain(message('en', 'documentFeesTotal'));
  });
});

describe('delivery and pictures', () => {
  it('says self-pickup at the Baghdad warehouse and prints no address', async () => {
    const document: OrderDocument = {
      ...sampleOrderDocument('en'),
      delivery: { receivingWay: RECEIVING_WAY.selfPickup },
    };
    const text = pdfText(await renderOrderPdf(document, 'en'));
    expect(text).toContain(message('en', 'documentSelfPickup'));
    expect(text).not.toContain('+964 770 123 4567');
  });

  it('draws a line picture and leaves out bytes that are no picture', async () => {
    const picture = await sharp({
      create: { width: 60, height: 60, channels: 3, background: '#ea4335' },
    })
      .webp()
      .toBuffer();
    const base = sampleOrderDocument('ar');
    const withPicture: OrderDocument = {
      ...base,
      lines: base.lines.map((line, index) => (index === 0 ? { ...line, picture } : line)),
    };
    expect(pdfImageCount(await renderOrderPdf(withPicture, 'ar'))).toBe(1);
    const withBrokenPicture: OrderDocument = {
      ...base,
      lines: base.lines.map((line, index) =>
        index === 0 ? { ...line, picture: new TextEncoder().encode('not a picture') } : line,
      ),
    };
    const pdf = await renderOrderPdf(withBrokenPicture, 'ar');
    expect(pdfImageCount(pdf)).toBe(0);
    expect(pdfText(pdf)).toContain(formatUsd(base.lines[0]!.lineTotal));
  });
});
