import type { Locale } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { lockRecipient, type CodePurpose } from '../auth/codeRepository';
import { hashCode, newCode, sendAllowance, storeCode } from '../auth/verificationCodes';
import { enqueueMessage, type OutboxChannel } from '../outbox/outboxRepository';
import { accountErrors } from './accountErrors';

const CHANNEL: Record<CodePurpose, OutboxChannel> = { login: 'whatsapp', resetPassword: 'email' };
const KIND = { login: 'loginCode', resetPassword: 'resetPasswordCode' } as const;

/**
 * Creates a code for `userId` and queues the message carrying it, in one transaction: a code is
 * never stored without its message, nor a message sent for a code that was not stored. Refuses
 * during the 60 s resend wait (429 with the seconds left) and past the daily limit (6026).
 */
export async function sendCode(
  db: Database,
  clock: Clock,
  request: { purpose: CodePurpose; recipient: string; userId: string; locale: Locale },
): Promise<void> {
  const code = newCode();
  // Hashing is slow on purpose; done before the transaction so it holds no lock meanwhile.
  const codeHash = await hashCode(code);
  const { purpose, recipient } = request;
  const allowance = await db.transaction(async (tx) => {
    await lockRecipient(tx, purpose, recipient);
    const allowed = await sendAllowance(tx, clock, purpose, recipient);
    if (allowed !== 'dailyLimit' && allowed.canSend) {
      await storeCode(tx, clock, { purpose, recipient, userId: request.userId, codeHash });
      await enqueueMessage(tx, {
        channel: CHANNEL[purpose],
        recipient,
        payload: { kind: KIND[purpose], locale: request.locale, code },
        now: clock.now(),
      });
    }
    return allowed;
  });
  if (allowance === 'dailyLimit') throw accountErrors.dailyLimit();
  if (!allowance.canSend) throw accountErrors.resendWait(allowance.secondsLeft);
}
