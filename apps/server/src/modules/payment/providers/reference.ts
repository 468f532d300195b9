import { createHash } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A UUID that stands for our attempt id wherever a provider wants its idempotency key as a UUID
 * (ZainCash externalReferenceId). The same reference always gives the same UUID, so a repeated
 * start carries the same key; a reference that is already a UUID is used as it is.
 */
export function referenceUuid(reference: string): string {
  if (UUID.test(reference)) return reference.toLowerCase();
  const hex = createHash('sha256').update(`payment-attempt:${reference}`).digest('hex');
  // Version 8 (custom) and the RFC 9562 variant bits.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
