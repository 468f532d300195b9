import type { FastifyBaseLogger } from 'fastify';
import { renderMessage } from '../messageTexts';
import type { MessageTransport } from './transport';

/**
 * Development transport: writes the message, code included, to the server log instead of
 * sending it, so a developer can sign in without SMTP or WhatsApp accounts. Never for production:
 * codes in logs are readable by whoever reads the logs.
 */
export function logTransport(logger: Pick<FastifyBaseLogger, 'info'>): MessageTransport {
  return {
    name: 'log',
    deliver(message) {
      const { subject, text } = renderMessage(message.payload);
      logger.info(
        { outboxId: message.id, channel: message.channel, to: message.recipient, subject, text },
        'outgoing message (log transport)',
      );
      return Promise.resolve();
    },
  };
}
