import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  QUOTE_REQUEST_LIMIT_WINDOW_MS,
  QUOTE_REQUESTS_PER_CONTACT,
  QUOTE_REQUESTS_PER_NETWORK_ADDRESS,
} from '@tijara/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { deliverDueMessages } from '../../src/modules/outbox/outboxWorker';
import { buildTransports, readMessagingConfig } from '../../src/modules/outbox/transportConfig';
import { outboxFileTransport, type OutboxFileLine } from '../../src/modules/outbox/transports/fileTransport';
import { logTransport } from '../../src/modules/outbox/transports/logTransport';
import { useHarness, type Harness } from '../account/harness';
import type { Answer, CallOptions } from '../support/pdpdCaller';

const PATH = '/hello/order/quotations';
const silent = { warn: () => undefined, error: () => undefined, info: () => undefined };

interface QuoteRow {
  user_id: string | null;
  product_name: string;
  description: string;
  quantity: string | null;
  unit: string;
  target_unit_price_cents: string | null;
  maximum_budget_cents: string | null;
  contact_name: string;
  area_id: string | null;
  phone: string | null;
  email: string | null;
  source_url: string | null;
  locale: string;
  client_ip: string;
  created_at: Date;
}

/** Quote requests (spec sections 2, 3, 5, 7) over HTTP: validation, storage, confirmation, limits. */
function quoteRequestTests(h: Harness) {
  let serial = 0;
  /** A contact no other test uses, so the per-contact limit sees only this test's requests. */
  const freshContact = () => {
    serial += 1;
    return {
      contactName: 'Ali Hassan',
      phone: `0780${String(serial).padStart(7, '0')}`,
      email: `quote${serial}@example.com`,
    };
  };
  const submit = (body: unknown, options?: CallOptions) => h.call<{ id: string }>(PATH, body, options);
  const rowOf = async (id: string) =>
    (
      await h.db.query<QuoteRow>(
        `SELECT user_id::text AS user_id, product_name, description, quantity::text AS quantity, unit,
                target_unit_price_cents::text AS target_unit_price_cents,
                maximum_budget_cents::text AS maximum_budget_cents, contact_name, area_id, phone, email,
                source_url, locale, client_ip, created_at
           FROM quote_request WHERE id = $1`,
        [id],
      )
    )[0];
  const requestCount = async () =>
    Number((await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM quote_request'))[0]?.n);
  const confirmationsOf = (id: string) =>
    h.db.query<{ channel: string; recipient: string; payload: Record<string, unknown> }>(
      `SELECT channel, recipient, payload FROM outbox WHERE payload->>'requestId' = $1`,
      [id],
    );
  const expectAccepted = (answer: Answer<{ id: string }>) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    expect(answer.body.data.id).toMatch(/^\d+$/);
    return answer.body.data.id;
  };

  // Every test starts in a fresh hour: the limits count only its own requests.
  beforeEach(() => h.clock.advance(QUOTE_REQUEST_LIMIT_WINDOW_MS + 60_000));

  describe('accepted', () => {
    it('from a guest: every field stored, amounts in cents, and an email confirmation queued', async () => {
      const contact = freshContact();
      const answer = await submit(
        {
          productName: '  Robot vacuum cleaner ',
          description: 'Wi-Fi, EU plug, 2 spare brushes',
          quantity: 200,
          unit: 'set',
          targetUnitPrice: 8550,
          maximumBudget: 1_800_000,
          ...contact,
          areaId: '964',
          sourceUrl: 'https://detail.1688.com/offer/123456.html',
        },
        { locale: 'ckb' },
      );
      const id = expectAccepted(answer);
      expect(await rowOf(id)).toEqual({
        user_id: null,
        product_name: 'Robot vacuum cleaner',
        description: 'Wi-Fi, EU plug, 2 spare brushes',
        quantity: '200',
        unit: 'set',
        target_unit_price_cents: '8550',
        maximum_budget_cents: '1800000',
        contact_name: 'Ali Hassan',
        area_id: '964',
        phone: contact.phone.slice(1),
        email: contact.email,
        source_url: 'https://detail.1688.com/offer/123456.html',
        locale: 'ckb',
        client_ip: '127.0.0.1',
        created_at: h.clock.now(),
      });
      expect(await confirmationsOf(id)).toEqual([
        {
          channel: 'email',
          recipient: contact.email,
          payload: { kind: 'quoteRequestReceived', locale: 'ckb', requestId: id },
        },
      ]);
    });

    it('from a signed-in buyer: linked to the account; with a phone only, no confirmation', async () => {
      const buyer = await h.registerUser();
      const { contactName, phone } = freshContact();
      const id = expectAccepted(
        await submit({ productName: 'LED strip 5 m', contactName, phone }, { token: buyer.token }),
      );
      expect(await rowOf(id)).toMatchObject({
        user_id: buyer.userId,
        description: '',
        quantity: null,
        unit: 'piece',
        target_unit_price_cents: null,
        email: null,
        source_url: null,
        locale: 'en',
      });
      // WhatsApp takes only approved templates, and there is none for this confirmation.
      expect(await confirmationsOf(id)).toEqual([]);
    });

    it('with empty optional fields as a form sends them, and with an email only', async () => {
      const { contactName, email } = freshContact();
      const id = expectAccepted(
        await submit({
          productName: 'Ceramic mugs',
          contactName,
          email,
          phone: '',
          description: null,
          quantity: null,
          unit: '',
          targetUnitPrice: null,
          maximumBudget: null,
          sourceUrl: '',
          areaId: null,
        }),
      );
      expect(await rowOf(id)).toMatchObject({ phone: null, area_id: null, email, unit: 'piece' });
    });

    it('answers 401 to a token that no longer works, and stores nothing', async () => {
      const before = await requestCount();
      const answer = await submit(
        { productName: 'Mugs', ...freshContact() },
        { token: 'expired-or-made-up' },
      );
      h.expectFailure(answer, 401, 401);
      expect(await requestCount()).toBe(before);
    });
  });

  describe('refused with a 400 naming the field, in the caller’s language', () => {
    const valid = () => ({ productName: 'Ceramic mugs', ...freshContact() });
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no product name', { productName: '   ' }, 'productName', 'Enter the product name or keywords.'],
      ['a long product name', { productName: 'x'.repeat(201) }, 'productName', 'at most 200 characters'],
      ['a long description', { description: 'x'.repeat(2001) }, 'description', 'at most 2000 characters'],
      ['a zero quantity', { quantity: 0 }, 'quantity', 'a whole number above zero'],
      ['a fractional quantity', { quantity: 1.5 }, 'quantity', 'a whole number above zero'],
      ['an unknown unit', { unit: 'kilogram' }, 'unit', 'Choose a unit from the list.'],
      ['a price in dollars', { targetUnitPrice: 19.99 }, 'targetUnitPrice', 'an amount above zero'],
      ['a negative budget', { maximumBudget: -100 }, 'maximumBudget', 'an amount above zero'],
      ['a blank contact name', { contactName: ' ' }, 'contactName', 'Enter your name.'],
      ['a long contact name', { contactName: 'n'.repeat(129) }, 'contactName', 'at most 128 characters'],
      ['no phone and no email', { phone: '', email: ' ' }, 'phone', 'a phone number or an email'],
      ['a short phone', { phone: '770123' }, 'phone', 'at least 7 digits'],
      ['a long phone', { phone: '7'.repeat(14) }, 'phone', 'at most 13 digits'],
      ['a phone with its country code', { phone: '+9647701234567' }, 'phone', 'digits only'],
      ['a zero phone', { phone: '000000000' }, 'phone', 'Enter a valid phone number.'],
      ['a country not in the list', { areaId: '44' }, 'areaId', 'Choose the country.'],
      ['a malformed email', { email: 'ali@' }, 'email', 'Enter a valid email.'],
      ['a script link', { sourceUrl: 'javascript:alert(1)' }, 'sourceUrl', 'starts with http:// or https://'],
      [
        'a long link',
        { sourceUrl: `https://a.example/${'p'.repeat(2048)}` },
        'sourceUrl',
        'at most 2048 characters',
      ],
    ];
    it.each(cases)('%s', async (_name, change, field, problem) => {
      const before = await requestCount();
      const answer = await submit({ ...valid(), ...change });
      h.expectFailure(answer, 400, 400);
      expect(answer.body.msg).toContain(`The field ${field} is invalid: `);
      expect(answer.body.msg).toContain(problem);
      expect(await requestCount()).toBe(before);
    });

    it('wrong types and unknown fields (attachments are not part of this call) are refused by the contract', async () => {
      const missing = await submit({ productName: 'Mugs', phone: '7701234567' });
      h.expectFailure(missing, 400, 400, /^The field contactName is invalid: /);
      const text = await submit({ ...valid(), quantity: '5' });
      h.expectFailure(text, 400, 400, /^The field quantity is invalid: /);
      const attachments = await submit({ ...valid(), attachments: [{ name: 'a.pdf', size: 1 }] });
      h.expectFailure(attachments, 400, 400, 'The field attachments is not expected here.');
    });

    it('in Arabic by default, and in Kurdish and Chinese when asked', async () => {
      const response = await fetch(`${h.base}/pdpd${PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...valid(), phone: '', email: '' }),
      });
      const body = (await response.json()) as { msg: string };
      expect(response.status).toBe(400);
      expect(body.msg).toBe('الحقل phone غير صالح: أدخل رقم هاتف أو بريدًا إلكترونيًا لنتمكن من الرد عليك.');
      const kurdish = await submit({ ...valid(), unit: 'kg' }, { locale: 'ckb' });
      expect(kurdish.body.msg).toBe('خانەی unit دروست نییە: یەکەیەک لە لیستەکە هەڵبژێرە.');
      const chinese = await submit({ ...valid(), productName: '' }, { locale: 'zh' });
      expect(chinese.body.msg).toBe('字段 productName 无效：请输入商品名称或关键词。');
    });
  });

  describe('limits', () => {
    it(`${QUOTE_REQUESTS_PER_CONTACT} an hour per phone: the next is a 429 with the wait, until the hour has passed`, async () => {
      const { contactName, phone } = freshContact();
      for (let i = 0; i < QUOTE_REQUESTS_PER_CONTACT; i += 1) {
        expectAccepted(await submit({ productName: `Item ${i}`, contactName, phone }));
        h.clock.advance(60_000);
      }
      // The same number with its trunk 0 dropped is the same phone.
      const refused = await submit(
        { productName: 'One more', contactName, phone: phone.slice(1) },
        { locale: 'en' },
      );
      h.expectFailure(refused, 429, 429, 'Too many quote requests; please try again in 55 minutes.');
      expect(refused.headers.get('retry-after')).toBe(String(55 * 60));
      expect(refused.body.data).toEqual({ secondsLeft: 55 * 60 });
      // Another contact from the same address is still welcome.
      expectAccepted(await submit({ productName: 'Other buyer', ...freshContact() }));

      h.clock.advance(55 * 60_000);
      expectAccepted(await submit({ productName: 'Next hour', contactName, phone }));
    });

    it(`${QUOTE_REQUESTS_PER_CONTACT} an hour per email, whatever its letter case`, async () => {
      const { contactName, email } = freshContact();
      for (let i = 0; i < QUOTE_REQUESTS_PER_CONTACT; i += 1) {
        expectAccepted(await submit({ productName: `Item ${i}`, contactName, email }));
      }
      const refused = await submit({ productName: 'One more', contactName, email: email.toUpperCase() });
      h.expectFailure(refused, 429, 429);
      expect(refused.body.data).toEqual({ secondsLeft: 3600 });
    });

    it(`${QUOTE_REQUESTS_PER_NETWORK_ADDRESS} an hour per network address, whatever the contacts`, async () => {
      for (let i = 0; i < QUOTE_REQUESTS_PER_NETWORK_ADDRESS; i += 1) {
        expectAccepted(await submit({ productName: `Item ${i}`, ...freshContact() }));
      }
      const refused = await submit({ productName: 'One more', ...freshContact() }, { locale: 'ar' });
      h.expectFailure(refused, 429, 429, 'أرسلت طلبات عروض أسعار كثيرة، يرجى المحاولة بعد 60 دقيقة.');
    });

    it('holds when the requests arrive at once', async () => {
      const { contactName, phone } = freshContact();
      const answers = await Promise.all(
        Array.from({ length: QUOTE_REQUESTS_PER_CONTACT + 3 }, (_, i) =>
          submit({ productName: `Burst ${i}`, contactName, phone }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([
        ...Array<number>(QUOTE_REQUESTS_PER_CONTACT).fill(200),
        ...Array<number>(3).fill(429),
      ]);
      const stored = await h.db.query('SELECT 1 FROM quote_request WHERE phone = $1', [phone.slice(1)]);
      expect(stored).toHaveLength(QUOTE_REQUESTS_PER_CONTACT);
    });
  });

  describe('the outbox file', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'tijara-outbox-file-'));
    const file = path.join(folder, 'nested', 'outbox.jsonl');
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const linesOf = (): OutboxFileLine[] =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as OutboxFileLine);

    it('records the delivered confirmation and a delivered code, one JSON line each', async () => {
      // Messages queued by earlier tests go to a silent log first: the file gets only these.
      const sink = logTransport(silent);
      while ((await deliverDueMessages(h.db, h.clock, { email: sink, whatsapp: sink }, silent)) > 0) {
        /* keep going */
      }
      const config = readMessagingConfig({ OUTBOX_FILE: file, NODE_ENV: 'test' });
      const infos: unknown[] = [];
      const transports = buildTransports(
        config,
        { info: (entry: unknown) => infos.push(entry) } as never,
        h.clock,
      );

      const { contactName, email } = freshContact();
      const id = expectAccepted(await submit({ productName: 'Mugs', contactName, email }, { locale: 'en' }));
      const buyer = await h.registerUser();
      await h.call(
        '/hello/user/login/sendWhatsAppLoginCode',
        { areaId: '964', phone: buyer.phone },
        { locale: 'zh' },
      );
      const code = await h.latestCode(`964${buyer.phone}`);

      expect(await deliverDueMessages(h.db, h.clock, transports, silent)).toBe(2);
      const time = h.clock.now().toISOString();
      const outboxIdOf = async (recipient: string) =>
        (
          await h.db.query<{ id: string }>('SELECT id::text AS id FROM outbox WHERE recipient = $1', [
            recipient,
          ])
        )[0]?.id;
      // One line per message; a batch is delivered in no promised order.
      const lines = linesOf().sort((a, b) => a.channel.localeCompare(b.channel));
      expect(lines).toEqual([
        {
          time,
          outboxId: await outboxIdOf(email),
          channel: 'email',
          recipient: email,
          kind: 'quoteRequestReceived',
          locale: 'en',
          subject: 'We have received your quote request',
          text: `We have received your quote request no. ${id}. Our sourcing team will contact you about it. If you did not send it, ignore this message.`,
          requestId: id,
        },
        {
          time,
          outboxId: await outboxIdOf(`964${buyer.phone}`),
          channel: 'whatsapp',
          recipient: `964${buyer.phone}`,
          kind: 'loginCode',
          locale: 'zh',
          subject: '登录验证码',
          text: `您的登录验证码是 ${code}，5 分钟内有效。请勿告诉他人。`,
          code,
        },
      ]);
      // In addition to the log transport, not instead of it.
      expect(infos).toHaveLength(2);
      // The row itself keeps no code once delivered.
      const [row] = await h.db.query<{ payload: Record<string, unknown>; sent_at: Date | null }>(
        `SELECT payload, sent_at FROM outbox WHERE recipient = $1`,
        [`964${buyer.phone}`],
      );
      expect(row?.sent_at).toEqual(h.clock.now());
      expect(row?.payload).not.toHaveProperty('code');
    });

    it('records nothing for a message whose delivery failed', async () => {
      const before = linesOf().length;
      const failing = { name: 'down', deliver: () => Promise.reject(new Error('connection refused')) };
      const recorded = outboxFileTransport(failing, file, h.clock);
      expectAccepted(await submit({ productName: 'Mugs', ...freshContact() }));
      expect(await deliverDueMessages(h.db, h.clock, { email: recorded, whatsapp: recorded }, silent)).toBe(
        0,
      );
      expect(linesOf()).toHaveLength(before);
    });
  });
}

/**
 * The quote request call over HTTP against whichever database `open` gives: embedded PGlite and a
 * real PostgreSQL server must behave alike.
 */
export function describeQuoteRequestApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: quote requests over HTTP`, () => {
    quoteRequestTests(useHarness(open));
  });
}
