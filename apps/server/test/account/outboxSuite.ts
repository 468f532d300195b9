import { expect, it } from 'vitest';
import { deliverDueMessages, type Transports } from '../../src/modules/outbox/outboxWorker';
import { logTransport } from '../../src/modules/outbox/transports/logTransport';
import { smtpTransport } from '../../src/modules/outbox/transports/smtpTransport';
import { whatsAppCloudTransport } from '../../src/modules/outbox/transports/whatsAppCloudTransport';
import { startLoopbackServer } from '../support/loopbackServer';
import { startSmtpDouble } from '../support/smtpDouble';
import type { Harness } from './harness';

interface OutboxRow {
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  next_attempt_at: Date;
  payload: Record<string, unknown>;
}

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined };

export function outboxTests(h: Harness) {
  const rowFor = async (recipient: string) =>
    (
      await h.db.query<OutboxRow>('SELECT * FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [
        recipient,
      ])
    )[0];
  /** Messages queued by earlier tests are delivered to the log, so each test sees only its own. */
  const drain = async () => {
    const sink = logTransport(silent);
    while ((await deliverDueMessages(h.db, h.clock, { email: sink, whatsapp: sink }, silent)) > 0) {
      /* keep going */
    }
  };

  it('WhatsApp Cloud API transport: template message with the code, bearer token; retried after a failure', async () => {
    await drain();
    let failNext = true;
    const graph = await startLoopbackServer((request) => {
      if (request.method !== 'POST' || request.url.pathname !== '/v23.0/1234567890/messages')
        return undefined;
      if (failNext) {
        failNext = false;
        return { status: 500, json: { error: { message: 'Service temporarily unavailable', code: 2 } } };
      }
      return { status: 200, json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.TEST' }] } };
    });
    try {
      const transport = whatsAppCloudTransport({
        apiUrl: graph.origin,
        apiVersion: 'v23.0',
        phoneNumberId: '1234567890',
        accessToken: 'EAAG-test-token',
        template: 'login_code',
        timeoutSeconds: 5,
      });
      const transports: Transports = { whatsapp: transport, email: logTransport(silent) };
      const user = await h.registerUser();
      const recipient = `964${user.phone}`;
      await h.call(
        '/hello/user/login/sendWhatsAppLoginCode',
        { areaId: '964', phone: user.phone },
        { locale: 'ckb' },
      );
      const code = await h.latestCode(recipient);

      expect(await deliverDueMessages(h.db, h.clock, transports, silent)).toBe(0);
      const failed = await rowFor(recipient);
      expect(failed).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
      expect(failed?.last_error).toContain('500');
      expect(failed?.next_attempt_at.getTime()).toBe(h.clock.now().getTime() + 15_000);
      // Not due yet.
      expect(await deliverDueMessages(h.db, h.clock, transports, silent)).toBe(0);
      expect(graph.requests).toHaveLength(1);

      h.clock.advance(15_000);
      expect(await deliverDueMessages(h.db, h.clock, transports, silent)).toBe(1);
      const request = graph.requests.at(-1);
      expect(request?.headers.authorization).toBe('Bearer EAAG-test-token');
      expect(JSON.parse(request?.body ?? '')).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: recipient,
        type: 'template',
        template: {
          name: 'login_code',
          language: { code: 'ar' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      });
      const sent = await rowFor(recipient);
      expect(sent).toMatchObject({
        attempts: 2,
        last_error: null,
        payload: { kind: 'loginCode', locale: 'ckb' },
      });
      expect(sent?.sent_at).toEqual(h.clock.now());
      // Delivered: the code is no longer kept.
      expect(sent?.payload).not.toHaveProperty('code');
      expect(await deliverDueMessages(h.db, h.clock, transports, silent)).toBe(0);
    } finally {
      await graph.close();
    }
  });

  it('SMTP transport: the reset code reaches the SMTP server, authenticated; a 451 is retried', async () => {
    await drain();
    const smtp = await startSmtpDouble();
    try {
      const transport = smtpTransport({
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        requireTls: false,
        user: 'mailer',
        password: 'mail-pass',
        from: 'Tijara <no-reply@tijara.test>',
        timeoutSeconds: 5,
      });
      const transports: Transports = { email: transport, whatsapp: logTransport(silent) };
      const user = await h.registerUser();
      await h.call('/hello/user/login/sendEmailCode', { email: user.email });
      const code = await h.latestCode(user.email);

      smtp.failNextMessage();
      expect(await deliverDueMessages(h.db, h.clock, transports, silent)).toBe(0);
      expect((await rowFor(user.email))?.last_error).toMatch(/451/);
      h.clock.advance(15_000);
      expect(await deliverDueMessages(h.db, h.clock, transports, silent)).toBe(1);

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.from).toBe('no-reply@tijara.test');
      expect(mail?.to).toEqual([user.email]);
      expect(mail?.auth).toBe('\0mailer\0mail-pass');
      expect(mail?.data).toMatch(/^Subject: Your password reset code$/m);
      expect(mail?.data).toContain(`Your password reset code is ${code}.`);
      expect((await rowFor(user.email))?.sent_at).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('gives up after five failed attempts, and the log transport writes the message with its code', async () => {
    await drain();
    const failing = { name: 'down', deliver: () => Promise.reject(new Error('connection refused')) };
    const errors: unknown[] = [];
    const logger = { warn: () => undefined, error: (entry: unknown) => errors.push(entry) };
    const user = await h.registerUser();
    await h.call('/hello/user/login/sendWhatsAppLoginCode', { areaId: '964', phone: user.phone });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await deliverDueMessages(h.db, h.clock, { email: failing, whatsapp: failing }, logger)).toBe(0);
      h.clock.advance(10 * 60_000);
    }
    const row = await rowFor(`964${user.phone}`);
    expect(row).toMatchObject({ attempts: 5, sent_at: null, last_error: 'connection refused' });
    expect(row?.failed_at).not.toBeNull();
    expect(errors).toHaveLength(1);

    h.clock.advance(61_000);
    await h.call(
      '/hello/user/login/sendWhatsAppLoginCode',
      { areaId: '964', phone: user.phone },
      { locale: 'en' },
    );
    const code = await h.latestCode(`964${user.phone}`);
    const lines: { text?: string; to?: string }[] = [];
    const sink = logTransport({
      info: (entry: { text?: string; to?: string }) => lines.push(entry),
    } as never);
    expect(await deliverDueMessages(h.db, h.clock, { email: sink, whatsapp: sink }, logger)).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.to).toBe(`964${user.phone}`);
    expect(lines[0]?.text).toContain(`Your login code is ${code}.`);
  });
}
