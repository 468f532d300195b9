/**
 * The time the server acts on. Handlers and repositories take it from here, never from
 * `Date.now()`, so tests can move time (code expiry, the lockout) without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
