import { describe } from 'vitest';
import type { Database } from '../src/db/database';
import { addressTests } from './account/addressSuite';
import { codeTests } from './account/codeSuite';
import { fuzzTests } from './account/fuzzSuite';
import { useHarness } from './account/harness';
import { outboxTests } from './account/outboxSuite';
import { passwordLoginTests } from './account/passwordLoginSuite';
import { paymentPasswordTests } from './account/paymentPasswordSuite';
import { registrationTests } from './account/registrationSuite';
import { socialTests } from './account/socialSuite';

/**
 * Every account call over HTTP against whichever database `open` gives: embedded PGlite and a
 * real PostgreSQL server must behave alike. Time is a manual clock, providers and transports are
 * local doubles on loopback.
 */
export function describeAccountApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: account calls over HTTP`, () => {
    const harness = useHarness(open);
    describe('registration and userInfo', () => registrationTests(harness));
    describe('password login, tokens, change password', () => passwordLoginTests(harness));
    describe('codes: WhatsApp login and email reset', () => codeTests(harness));
    describe('payment password', () => paymentPasswordTests(harness));
    describe('Google, Facebook and Apple', () => socialTests(harness));
    describe('outbox delivery', () => outboxTests(harness));
    describe('addresses and the area tree', () => addressTests(harness));
    describe('malformed bodies', () => fuzzTests(harness));
  });
}
