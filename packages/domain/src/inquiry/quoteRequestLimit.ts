/** The quote request limits count the requests of the last hour. */
export const QUOTE_REQUEST_LIMIT_WINDOW_MS = 60 * 60_000;

/**
 * At most 5 quote requests an hour for one phone number or one email address: a buyer sourcing
 * several products sends a few, while a script filling someone else's address in (every request
 * with an email sends it a confirmation) is stopped after five. Spec section 9 names no limit.
 */
export const QUOTE_REQUESTS_PER_CONTACT = 5;

/**
 * At most 20 an hour from one network address: looser than the contact's, because an office or a
 * mobile carrier's shared address (common in Iraq) puts many buyers behind one address, but it
 * stops one machine cycling through invented contacts.
 */
export const QUOTE_REQUESTS_PER_NETWORK_ADDRESS = 20;

/** The requests one sender (a phone, an email, a network address) made within the window. */
export interface RecentQuoteRequests {
  /** How many were accepted within the last {@link QUOTE_REQUEST_LIMIT_WINDOW_MS}. */
  count: number;
  /** When the oldest of them was accepted; null when there are none. */
  oldestAt: Date | null;
  /** The most this sender may make within the window. */
  limit: number;
}

/**
 * How long, in milliseconds, before one more quote request is accepted from senders with this
 * history: 0 when it is accepted now. A sender at its limit waits until its oldest request leaves
 * the window; with several senders at their limit (the phone and the network address), the
 * longest wait counts.
 */
export function quoteRequestWaitMs(now: Date, senders: readonly RecentQuoteRequests[]): number {
  let wait = 0;
  for (const sender of senders) {
    if (sender.count < sender.limit) continue;
    const frees = sender.oldestAt
      ? sender.oldestAt.getTime() + QUOTE_REQUEST_LIMIT_WINDOW_MS
      : now.getTime() + QUOTE_REQUEST_LIMIT_WINDOW_MS;
    // At least 1 ms: a sender at its limit is never let through, even on the window's edge.
    wait = Math.max(wait, frees - now.getTime(), 1);
  }
  return wait;
}
