import { BUSINESS_CODE, type Locale } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { startSession } from '../auth/sessions';
import { consumeCode, sendAllowance } from '../auth/verificationCodes';
import { accountErrors } from './accountErrors';
import { sendCode } from './codeDelivery';
import { findUserByPhone, type UserRecord } from './userRepository';

export interface PhoneNumber {
  areaId: string;
  phone: string;
}

/** The WhatsApp number a code goes to: dialing code and national number, digits only. */
function whatsAppNumber({ areaId, phone }: PhoneNumber): string {
  return `${areaId}${phone}`;
}

async function registeredUser(db: Database, phone: PhoneNumber): Promise<UserRecord> {
  const user = await findUserByPhone(db, phone.areaId, phone.phone);
  if (!user) throw accountErrors.phoneNotRegistered();
  return user;
}

/** Spec section 5: "Send-code first checks whether a code can be sent". */
export async function canSendLoginCode(db: Database, clock: Clock, phone: PhoneNumber): Promise<boolean> {
  await registeredUser(db, phone);
  const allowance = await sendAllowance(db, clock, 'login', whatsAppNumber(phone));
  if (allowance === 'dailyLimit') throw accountErrors.dailyLimit();
  return allowance.canSend;
}

export async function sendLoginCode(
  db: Database,
  clock: Clock,
  phone: PhoneNumber,
  locale: Locale,
): Promise<void> {
  const user = await registeredUser(db, phone);
  await sendCode(db, clock, { purpose: 'login', recipient: whatsAppNumber(phone), userId: user.id, locale });
}

/** Login type 2: 6062 for an unregistered phone, 6021 for a wrong, expired or used code. */
export async function loginWithPhoneCode(
  db: Database,
  clock: Clock,
  login: PhoneNumber & { code: string },
): Promise<string> {
  const user = await registeredUser(db, login);
  const userId = await consumeCode(db, clock, 'login', whatsAppNumber(login), login.code);
  if (userId !== user.id)
    throw new ApiError(400, BUSINESS_CODE.verificationCodeWrong, 'error.verificationCodeWrong');
  return startSession(db, clock, user.id);
}
