import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { fail } from '../http/errors';
import type { SmsGateway } from '../sms/gateway';

/**
 * One-time codes (login, phone change, card confirmation): random 6 digits stored hashed,
 * 5 minutes to live, 5 wrong tries, a resend no sooner than 60 s, at most 5 codes a phone
 * (20 for a staff login) and 20 an IP per hour; the same answer whether or not the phone has an account.
 */
export const OTP_TTL_S = 300;
export const OTP_RESEND_S = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_PER_PHONE_HOUR = 5;
/** A staff phone logs in on a second tablet, after a browser restart, at a shift change: 20 an hour. */
export const STAFF_OTP_PER_PHONE_HOUR = 20;
export const OTP_PER_IP_HOUR = 20;

export type OtpPurpose = 'LOGIN' | 'PHONE_CHANGE' | 'CARD' | 'STAFF_LOGIN';

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
    /** codes one address may ask for in an hour (20; the journeys, all from one address, raise it) */
    perIpHour?: number;
  },
) {
  const { merchant, phone, purpose, ip } = input;
  const resendSeconds = input.resendSeconds ?? OTP_RESEND_S;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The limits are read and the code written under two transaction locks (this phone, this IP),
  // so parallel requests are counted one after another on every server of one database.
  const limitAndWrite = async (tx: Db) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${merchant.id}:${phone}`}))`.execute(tx);
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`.execute(tx);
    const hourAgo = new Date(Date.now() - 3600_000);
    const recent = await tx
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
    // a staff login and a customer's codes are counted apart: one never locks the other out
    const staff = purpose === 'STAFF_LOGIN';
    const counted = recent.filter((r) => (r.purpose === 'STAFF_LOGIN') === staff).length;
    if (counted >= (staff ? STAFF_OTP_PER_PHONE_HOUR : OTP_PER_PHONE_HOUR))
      throw fail(429, 'TOO_MANY_REQUESTS');
    const fromIp = await tx
      .selectFrom('otp_codes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('ip', '=', ip)
      .where('created_date', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (fromIp.n >= (input.perIpHour ?? OTP_PER_IP_HOUR)) throw fail(429, 'TOO_MANY_REQUESTS');
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
  if (db.isTransaction) await limitAndWrite(db);
  else await db.transaction().execute(limitAndWrite);
  await gateway.send(phone, input.text(code));
  return { resendAfter: resendSeconds, expiresIn: OTP_TTL_S };
}

/**
 * Checks a code. Every try first takes one of the code's five attempts in one atomic statement
 * (so parallel tries cannot share an attempt), then compares; the right code is then claimed once.
 * Returns the code's subject id.
 */
export async function verifyCode(
  db: Db,
  input: { merchantId: number; phone: string; purpose: OtpPurpose; code: string; subjectId?: number | null },
): Promise<number | null> {
  const wrong = fail(400, 'WRONG_CODE');
  const row = await db
    .updateTable('otp_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('otp_codes')
        .select('id')
        .where('merchant_id', '=', input.merchantId)
        .where('phone', '=', input.phone)
        .where('purpose', '=', input.purpose)
        .where('used', '=', false)
        .orderBy('created_date', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('used', '=', false)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('expires_at', '>', new Date())
    .returning(['id', 'code_hash', 'subject_id'])
    .executeTakeFirst();
  if (!row) throw wrong;
  if (input.subjectId !== undefined && row.subject_id !== input.subjectId) throw wrong;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.merchantId, input.phone, input.purpose, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) throw wrong;
  const claimed = await db
    .updateTable('otp_codes')
    .set({ used: true })
    .where('id', '=', row.id)
    .where('used', '=', false)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw wrong;
  return row.subject_id;
}
