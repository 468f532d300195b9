import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../../clock';
import { renderMessage } from '../messageTexts';
import type { OutboxMessage } from '../outboxRepository';
import type { MessageTransport } from './transport';

/** One line of the outbox file: a message as it was delivered. */
export interface OutboxFileLine {
  /** When it was delivered (ISO 8601, the server's clock). */
  time: string;
  outboxId: string;
  channel: OutboxMessage['channel'];
  /** The email address, or the WhatsApp number in international form without `+`. */
  recipient: string;
  kind: OutboxMessage['payload']['kind'];
  locale: OutboxMessage['payload']['locale'];
  subject: string;
  /** The words the recipient read. */
  text: string;
  /** The one-time code, for a login or password-reset code. */
  code?: string;
  /** The quote request's id, for its confirmation. */
  requestId?: string;
  /** The order whose second-stage fee is due. */
  orderNo?: string;
}

export function outboxFileLineOf(message: OutboxMessage, deliveredAt: Date): OutboxFileLine {
  const { subject, text } = renderMessage(message.payload);
  const { payload } = message;
  return {
    time: deliveredAt.toISOString(),
    outboxId: message.id,
    channel: message.channel,
    recipient: message.recipient,
    kind: payload.kind,
    locale: payload.locale,
    subject,
    text,
    ...(payload.kind === 'quoteRequestReceived'
      ? { requestId: payload.requestId }
      : payload.kind === 'secondStageFeeDue'
        ? { orderNo: payload.orderNo }
        : { code: payload.code }),
  };
}

/**
 * Development and test transport: delivers through `inner` (the channel's own transport) and then
 * appends the message to `file` as one JSON line, so end-to-end tests read the codes a buyer would
 * read on WhatsApp or in their mail. Only delivered messages are written. A failed write fails the
 * delivery, which the worker retries (the message may then go out twice): a test waiting for a
 * code must not miss it silently. Each line is one `appendFile`, a single `O_APPEND` write, so
 * lines from two workers do not interleave.
 */
export function outboxFileTransport(inner: MessageTransport, file: string, clock: Clock): MessageTransport {
  return {
    name: `${inner.name}+file`,
    async deliver(message) {
      await inner.deliver(message);
      // Every time (a stat when it exists): a folder removed between two tests is made again.
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(outboxFileLineOf(message, clock.now()))}\n`, 'utf8');
    },
  };
}
