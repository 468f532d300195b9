import type { Clock } from '../../src/clock';

/** A clock the test moves by hand: lockouts, code expiry and token expiry without waiting. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(date: Date): void {
    this.current = date.getTime();
  }
}
