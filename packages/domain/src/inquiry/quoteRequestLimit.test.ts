import { describe, expect, it } from 'vitest';
import {
  QUOTE_REQUEST_LIMIT_WINDOW_MS,
  QUOTE_REQUESTS_PER_CONTACT,
  QUOTE_REQUESTS_PER_NETWORK_ADDRESS,
  quoteRequestWaitMs,
} from './quoteRequestLimit';

const now = new Date('2026-03-02T09:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('quote request limits', () => {
  it('are 5 an hour per contact and 20 an hour per network address', () => {
    expect([QUOTE_REQUESTS_PER_CONTACT, QUOTE_REQUESTS_PER_NETWORK_ADDRESS]).toEqual([5, 20]);
    expect(QUOTE_REQUEST_LIMIT_WINDOW_MS).toBe(3_600_000);
  });

  it('let a sender under every limit through at once', () => {
    expect(quoteRequestWaitMs(now, [])).toBe(0);
    expect(
      quoteRequestWaitMs(now, [
        { count: 4, oldestAt: minutesAgo(50), limit: 5 },
        { count: 0, oldestAt: null, limit: 20 },
      ]),
    ).toBe(0);
  });

  it('make a sender at its limit wait until its oldest request leaves the window', () => {
    expect(quoteRequestWaitMs(now, [{ count: 5, oldestAt: minutesAgo(50), limit: 5 }])).toBe(10 * 60_000);
  });

  it('take the longest wait when several senders are at their limit', () => {
    expect(
      quoteRequestWaitMs(now, [
        { count: 5, oldestAt: minutesAgo(50), limit: 5 },
        { count: 20, oldestAt: minutesAgo(20), limit: 20 },
        { count: 3, oldestAt: minutesAgo(1), limit: 5 },
      ]),
    ).toBe(40 * 60_000);
  });

  it('never let a sender at its limit through, whatever the history says', () => {
    expect(quoteRequestWaitMs(now, [{ count: 5, oldestAt: minutesAgo(60), limit: 5 }])).toBe(1);
    expect(quoteRequestWaitMs(now, [{ count: 5, oldestAt: null, limit: 5 }])).toBe(
      QUOTE_REQUEST_LIMIT_WINDOW_MS,
    );
  });
});
