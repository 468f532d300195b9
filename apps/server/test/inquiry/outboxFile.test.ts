import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMessagingConfig } from '../../src/modules/outbox/transportConfig';
import type { OutboxFileLine } from '../../src/modules/outbox/transports/fileTransport';
import { DEV_ACCOUNTS } from '../../src/modules/roles/devAccounts';
import { runServerToExit, startServer } from '../durability/serverProcess';
import { pdpdCaller } from '../support/pdpdCaller';

const root = mkdtempSync(path.join(tmpdir(), 'tijara-outbox-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const REFUSAL =
  'OUTBOX_FILE is set with NODE_ENV=production: refusing to start. The outbox file holds every login and password-reset code in clear';

describe('OUTBOX_FILE', () => {
  it('is off unless set, resolved against the working folder, and refused in production', () => {
    expect(readMessagingConfig({}).outboxFile).toBeUndefined();
    expect(readMessagingConfig({ OUTBOX_FILE: '  ' }).outboxFile).toBeUndefined();
    expect(readMessagingConfig({ OUTBOX_FILE: '/tmp/e2e/outbox.jsonl' }).outboxFile).toBe(
      '/tmp/e2e/outbox.jsonl',
    );
    expect(readMessagingConfig({ OUTBOX_FILE: 'e2e/outbox.jsonl', NODE_ENV: 'development' }).outboxFile).toBe(
      path.resolve('e2e/outbox.jsonl'),
    );
    expect(() => readMessagingConfig({ OUTBOX_FILE: '/tmp/outbox.jsonl', NODE_ENV: 'production' })).toThrow(
      REFUSAL,
    );
    expect(readMessagingConfig({ NODE_ENV: 'production' }).outboxFile).toBeUndefined();
  });
});

/** The real server (src/main.ts) as a child process, its outbox worker delivering every second. */
describe('the server with an outbox file', () => {
  it('refuses to start in production, before touching any database', { timeout: 60_000 }, async () => {
    const dataDir = path.join(root, 'refused');
    const exit = await runServerToExit({
      NODE_ENV: 'production',
      OUTBOX_FILE: path.join(root, 'refused.jsonl'),
      DATA_DIR: dataDir,
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(`The server could not start: ${REFUSAL}`);
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(path.join(root, 'refused.jsonl'))).toBe(false);
  });

  it(
    'lets a test sign in with the WhatsApp code it reads from the file, and records the quote confirmation',
    { timeout: 90_000 },
    async () => {
      const file = path.join(root, 'e2e', 'outbox.jsonl');
      const server = await startServer({ OUTBOX_FILE: file, DATA_DIR: path.join(root, 'data') });
      const linesOf = (): OutboxFileLine[] =>
        existsSync(file)
          ? readFileSync(file, 'utf8')
              .split('\n')
              .filter((line) => line !== '')
              .map((line) => JSON.parse(line) as OutboxFileLine)
          : [];
      /** Waits for the worker (one pass a second) to deliver a line that `matches`. */
      const lineWhere = async (matches: (line: OutboxFileLine) => boolean): Promise<OutboxFileLine> => {
        const deadline = Date.now() + 15_000;
        for (;;) {
          const line = linesOf().find(matches);
          if (line) return line;
          if (Date.now() > deadline) throw new Error(`no such line in ${file}:\n${server.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      try {
        const call = pdpdCaller(server.base);
        const buyer = DEV_ACCOUNTS[0];
        if (!buyer) throw new Error('no development account');
        const sent = await call('/hello/user/login/sendWhatsAppLoginCode', {
          areaId: '964',
          phone: buyer.phone,
        });
        expect(sent.body).toMatchObject({ success: true });
        const codeLine = await lineWhere(
          (line) => line.kind === 'loginCode' && line.recipient === `964${buyer.phone}`,
        );
        expect(codeLine).toMatchObject({ channel: 'whatsapp', locale: 'en' });
        expect(codeLine.code).toMatch(/^\d{6}$/);
        expect(codeLine.text).toContain(codeLine.code);
        const login = await call<{ token: string }>('/hello/user/login/login', {
          type: 2,
          account: buyer.phone,
          areaId: '964',
          code: codeLine.code,
        });
        expect(login.body.success).toBe(true);
        expect(login.body.data.token).toMatch(/\S{20,}/);

        const quote = await call<{ id: string }>(
          '/hello/order/quotations',
          { productName: 'Desk lamps', contactName: 'Sara', email: 'sara@example.com' },
          { token: login.body.data.token, locale: 'ar' },
        );
        expect(quote.body).toMatchObject({ success: true });
        const confirmation = await lineWhere((line) => line.requestId === quote.body.data.id);
        expect(confirmation).toMatchObject({
          channel: 'email',
          recipient: 'sara@example.com',
          kind: 'quoteRequestReceived',
          locale: 'ar',
          subject: 'استلمنا طلب عرض السعر',
        });
        expect(confirmation).not.toHaveProperty('code');
        expect(Date.parse(confirmation.time)).not.toBeNaN();
      } finally {
        await server.stop();
      }
    },
  );
});
