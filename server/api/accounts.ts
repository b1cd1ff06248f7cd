import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { codeText } from '../auth/code-text';
import { sendCode, verifyCode, type OtpPurpose } from '../auth/otp';
import { trustedBotToken, verifyContact, verifyInitData } from '../auth/telegram';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { fail, notFound } from '../http/errors';
import { bearerToken, hashToken, requireMerchant, requireUser } from '../http/security';
import type { Handlers } from '../http/types';
import { gatewayFor } from '../sms/select-gateway';
import type { Deps } from './deps';
import { toUser } from '../http/mappers';

type AccountHandlers = Pick<
  Handlers,
  | 'sendOtp'
  | 'verifyOtp'
  | 'botToken'
  | 'botAuth'
  | 'botLogout'
  | 'botShareContact'
  | 'getMe'
  | 'updateUser'
  | 'requestPhoneChange'
  | 'verifyPhoneChange'
  | 'deleteMe'
  | 'logout'
>;

export async function issueToken(db: Db, merchantId: number, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('tokens')
    .values({ token_hash: hashToken(token), merchant_id: merchantId, user_id: userId })
    .execute();
  return token;
}

/** A customer's profile as none was written (a new account), or as an erased one keeps it. */
const NO_PROFILE = {
  first_name: null,
  last_name: null,
  birthday: null,
  gender: null,
  email: null,
  image: null,
} as const;

export function accountHandlers({ db, config }: Deps): AccountHandlers {
  async function telegramUser(merchant: Merchant, initData: string) {
    const botToken = trustedBotToken(merchant.secrets.botToken, config.production);
    const verified = botToken ? verifyInitData(initData, botToken) : null;
    if (!verified) throw fail(401, 'RESTART_BOT');
    const telegramId = String(verified.user.id);
    const existing = await db
      .selectFrom('users')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('telegram_id', '=', telegramId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (existing) return existing;
    return db
      .insertInto('users')
      .values({
        merchant_id: merchant.id,
        telegram_id: telegramId,
        phone: null,
        first_name: verified.user.first_name ?? null,
        last_name: verified.user.last_name ?? null,
        birthday: null,
        gender: null,
        email: null,
        image: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The customer's new phone; 409 when another customer of the merchant has it (the unique index decides races). */
  async function setPhone(userId: number, merchantId: number, phone: string) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (taken && taken.id !== userId) throw fail(409, 'PHONE_TAKEN');
    return db
      .updateTable('users')
      .set({ phone, last_modified_date: new Date() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: Error) => {
        if (/users_merchant_phone|duplicate key/.test(error.message)) throw fail(409, 'PHONE_TAKEN');
        throw error;
      });
  }

  async function revoke(request: FastifyRequest) {
    const token = bearerToken(request);
    if (token)
      await db
        .updateTable('tokens')
        .set({ revoked: true })
        .where('token_hash', '=', hashToken(token))
        .execute();
  }

  /** A login or phone-change code texted to `phone`, in the customer's language, throttled as configured. */
  function requestCode(
    request: FastifyRequest,
    merchant: Merchant,
    code: { phone: string; purpose: OtpPurpose; subjectId?: number },
  ) {
    return sendCode(db, gatewayFor(db, merchant, { production: config.production }), {
      merchant,
      ...code,
      ip: request.ip,
      resendSeconds: config.otpResendSeconds,
      perIpHour: config.otpPerIpHour,
      text: (sent) => codeText(merchant, sent, String(request.headers['accept-language'] ?? '')),
    });
  }

  return {
    async sendOtp(request) {
      return requestCode(request, requireMerchant(request), { phone: request.body.phone, purpose: 'LOGIN' });
    },
    async verifyOtp(request) {
      const merchant = requireMerchant(request);
      const { phone, code } = request.body;
      await verifyCode(db, { merchantId: merchant.id, phone, purpose: 'LOGIN', code });
      const user =
        (await db
          .selectFrom('users')
          .selectAll()
          .where('merchant_id', '=', merchant.id)
          .where('phone', '=', phone)
          .where('is_active', '=', true)
          .executeTakeFirst()) ??
        (await db
          .insertInto('users')
          .values({
            merchant_id: merchant.id,
            phone,
            telegram_id: null,
            ...NO_PROFILE,
          })
          .returningAll()
          .executeTakeFirstOrThrow());
      return { token: await issueToken(db, merchant.id, user.id), user: toUser(user) };
    },
    async botToken(request) {
      const merchant = requireMerchant(request);
      const user = await telegramUser(merchant, request.body.initData);
      return { token: await issueToken(db, merchant.id, user.id) };
    },
    async botAuth(request) {
      const merchant = requireMerchant(request);
      const user = await telegramUser(merchant, request.body.initData);
      return { token: await issueToken(db, merchant.id, user.id), user: toUser(user) };
    },
    async botShareContact(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const botToken = trustedBotToken(merchant.secrets.botToken, config.production);
      const contact = botToken ? verifyContact(request.body.contact, botToken) : null;
      // signed by this merchant's bot, for the customer's own Telegram account, an Uzbek number
      if (!contact || !user.telegram_id || String(contact.userId) !== user.telegram_id)
        throw fail(422, 'CONTACT_INVALID');
      if (!/^998\d{9}$/.test(contact.phone)) throw fail(422, 'PHONE_INVALID');
      return toUser(await setPhone(user.id, merchant.id, contact.phone));
    },
    async botLogout(request, reply) {
      await revoke(request);
      return reply.code(204).send();
    },
    async logout(request, reply) {
      await revoke(request);
      return reply.code(204).send();
    },
    async getMe(request) {
      return toUser(requireUser(request));
    },
    async updateUser(request) {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw notFound('user');
      const b = request.body;
      const updated = await db
        .updateTable('users')
        .set({
          ...(b.firstName !== undefined ? { first_name: b.firstName } : {}),
          ...(b.lastName !== undefined ? { last_name: b.lastName } : {}),
          ...(b.birthday !== undefined ? { birthday: b.birthday } : {}),
          ...(b.email !== undefined ? { email: b.email } : {}),
          ...(b.gender !== undefined ? { gender: b.gender } : {}),
          last_modified_date: new Date(),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(updated);
    },
    async requestPhoneChange(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const { phone } = request.body;
      // The same answer for a registered and a free number: the code is sent either way, and
      // whether the number is taken is told only to whoever can read that code (verify).
      return requestCode(request, merchant, { phone, purpose: 'PHONE_CHANGE', subjectId: user.id });
    },
    async verifyPhoneChange(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const { phone, code } = request.body;
      await verifyCode(db, {
        merchantId: merchant.id,
        phone,
        purpose: 'PHONE_CHANGE',
        code,
        subjectId: user.id,
      });
      const updated = await setPhone(user.id, merchant.id, phone);
      return toUser(updated);
    },
    async deleteMe(request, reply) {
      const user = requireUser(request);
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('tokens').set({ revoked: true }).where('user_id', '=', user.id).execute();
        await tx.deleteFrom('addresses').where('user_id', '=', user.id).execute();
        await tx.deleteFrom('cards').where('user_id', '=', user.id).execute();
        await tx.deleteFrom('favourites').where('user_id', '=', user.id).execute();
        await tx.deleteFrom('notification_reads').where('user_id', '=', user.id).execute();
        await tx.updateTable('reviews').set({ author_name: null }).where('user_id', '=', user.id).execute();
        // Orders stay, anonymised: the user row is kept as an empty shell so order history and
        // reviews keep their keys, with every personal field erased.
        await tx
          .updateTable('orders')
          .set({ address: JSON.stringify(null), details: JSON.stringify({}) })
          .where('user_id', '=', user.id)
          .execute();
        await tx
          .updateTable('users')
          .set({
            phone: null,
            telegram_id: null,
            ...NO_PROFILE,
            is_active: false,
            last_modified_date: new Date(),
          })
          .where('id', '=', user.id)
          .execute();
      });
      return reply.code(204).send();
    },
  };
}
