import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { fail } from '../http/errors';
import type { SmsGateway } from '../sms/gateway';

/**
 * One-time codes (login, phone change, card confirmation): random 6 digits stored hashed,
 * 5 minutes to live, 5 wrong tries, a resend no sooner than 60 s, at most 5 codes a phone
 * and 20 an IP per hour; the same answer whether or not the phone has an account.
 */
export const OTP_TTL_S = 300;
export const OTP_RESEND_S = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_PER_PHONE_HOUR = 5;
export const OTP_PER_IP_HOUR = 20;

export type OtpPurpose = 'LOGIN' | 'PHONE_CHANGE' | 'CARD';

const hashCode = (merchantId: number, phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${merchantId}:${purpose}:${phone}:${code}`).digest('hex');

export async function sendCode(
  db: Db,
  gateway: SmsGateway,
  input: {
    merchant: Merchant;
    phone: string;
    purpose: OtpPurpose;
    subjectId?: number | null;
    ip: string;
    text: (code: string) => string;
    resendSeconds?: number;
  },
) {
  const { merchant, phone, purpose, ip } = input;
  const resendSeconds = input.resendSeconds ?? OTP_RESEND_S;
  const hourAgo = new Date(Date.now() - 3600_000);
  const recent = await db
    .selectFrom('otp_codes')
    .select(['created_date', 'purpose'])
    .where('merchant_id', '=', merchant.id)
    .where('phone', '=', phone)
    .where('created_date', '>', hourAgo)
    .orderBy('created_date', 'desc')
    .execute();
  const lastOfPurpose = recent.find((r) => r.purpose === purpose);
  if (lastOfPurpose && Date.now() - new Date(lastOfPurpose.created_date).getTime() < resendSeconds * 1000)
    throw fail(429, 'RESEND_TOO_SOON');
  if (recent.length >= OTP_PER_PHONE_HOUR) throw fail(429, 'TOO_MANY_REQUESTS');
  const fromIp = await db
    .selectFrom('otp_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('ip', '=', ip)
    .where('created_date', '>', hourAgo)
    .executeTakeFirstOrThrow();
  if (fromIp.n >= OTP_PER_IP_HOUR) throw fail(429, 'TOO_MANY_REQUESTS');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const write = async (tx: Db) => {
    await tx
      .updateTable('otp_codes')
      .set({ used: true })
      .where('merchant_id', '=', merchant.id)
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used', '=', false)
      .execute();
    await tx
      .insertInto('otp_codes')
      .values({
        merchant_id: merchant.id,
        phone,
        purpose,
        subject_id: input.subjectId ?? null,
        code_hash: hashCode(merchant.id, phone, purpose, code),
        ip,
        expires_at: new Date(Date.now() + OTP_TTL_S * 1000),
      })
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  await gateway.send(phone, input.text(code));
  return { resendAfter: resendSeconds, expiresIn: OTP_TTL_S };
}

/** Checks a code; a wrong one counts an attempt. Returns the code's subject id. */
export async function verifyCode(
  db: Db,
  input: { merchantId: number; phone: string; purpose: OtpPurpose; code: string; subjectId?: number | null },
): Promise<number | null> {
  const row = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where('merchant_id', '=', input.merchantId)
    .where('phone', '=', input.phone)
    .where('purpose', '=', input.purpose)
    .where('used', '=', false)
    .orderBy('created_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  const wrong = fail(400, 'WRONG_CODE');
  if (!row || new Date(row.expires_at).getTime() < Date.now() || row.attempts >= OTP_MAX_ATTEMPTS)
    throw wrong;
  if (input.subjectId !== undefined && row.subject_id !== input.subjectId) throw wrong;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.merchantId, input.phone, input.purpose, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = row.attempts + 1;
    await db
      .updateTable('otp_codes')
      .set({ attempts, used: attempts >= OTP_MAX_ATTEMPTS })
      .where('id', '=', row.id)
      .execute();
    throw wrong;
  }
  await db.updateTable('otp_codes').set({ used: true }).where('id', '=', row.id).execute();
  return row.subject_id;
}
