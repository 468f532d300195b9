import type { OutboxMessage } from '../outboxRepository';

/**
 * Delivers one message of its channel, or throws: the worker retries later. A transport must not
 * report success before the provider has accepted the message.
 */
export interface MessageTransport {
  readonly name: string;
  deliver(message: OutboxMessage): Promise<void>;
}
