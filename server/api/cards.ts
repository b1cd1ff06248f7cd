import { randomBytes } from 'node:crypto';
import { sendCode, verifyCode } from '../auth/otp';
import { fail, notFound } from '../http/errors';
import { requireMerchant, requireUser } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import { gatewayFor } from '../sms/select-gateway';
import type { Deps } from './deps';
import { isValidCardNumber, cardType, maskCard, isExpired } from '../../src/domain/cards';

type CardHandlers = Pick<Handlers, 'getCards' | 'addCard' | 'confirmCard' | 'deleteCard'>;

/** Saved cards: only a masked number and the provider's token are kept, confirmed by a code. */
export function cardHandlers({ db, config }: Deps): CardHandlers {
  const toCard = (c: {
    id: number;
    name: string | null;
    masked: string;
    expire: string;
    is_verified: boolean;
    type: string;
  }): Schemas['SavedCard'] => ({
    id: c.id,
    name: c.name,
    number: c.masked,
    expire: c.expire,
    isVerified: c.is_verified,
    type: c.type as Schemas['SavedCard']['type'],
  });

  return {
    async getCards(request) {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('cards')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('merchant_id', '=', user.merchant_id)
        .orderBy('id')
        .execute();
      return rows.map(toCard);
    },
    async addCard(request, reply) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const { number, expire, name } = request.body;
      if (!isValidCardNumber(number) || isExpired(expire, new Date())) throw fail(400, 'INVALID_CARD');
      const phone = request.body.phone ?? user.phone;
      if (!phone) throw fail(400, 'VALIDATION', 'phone');
      // Only a provider token and the masked number are kept; the number and CVV are dropped here.
      // The card and its code are one transaction: a refused code leaves no card behind.
      const row = await db.transaction().execute(async (tx) => {
        const card = await tx
          .insertInto('cards')
          .values({
            merchant_id: merchant.id,
            user_id: user.id,
            name: name ?? null,
            masked: maskCard(number),
            expire,
            type: cardType(number),
            provider_token: `tok_${randomBytes(16).toString('hex')}`,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await sendCode(tx, gatewayFor(tx, merchant, config.production), {
          merchant,
          phone,
          purpose: 'CARD',
          subjectId: card.id,
          ip: request.ip,
          resendSeconds: config.otpResendSeconds,
          perIpHour: config.otpPerIpHour,
          text: (code) =>
            `${merchant.name}: ${code} — karta tasdiqlash kodi / код подтверждения карты / card code.`,
        });
        return card;
      });
      return reply.code(201).send(toCard(row));
    },
    async confirmCard(request) {
      const user = requireUser(request);
      const card = await db
        .selectFrom('cards')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!card) throw notFound('card');
      const phones = await db
        .selectFrom('otp_codes')
        .select('phone')
        .where('purpose', '=', 'CARD')
        .where('subject_id', '=', card.id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!phones) throw fail(400, 'WRONG_CODE');
      await verifyCode(db, {
        merchantId: user.merchant_id,
        phone: phones.phone,
        purpose: 'CARD',
        code: request.body.code,
        subjectId: card.id,
      });
      const row = await db
        .updateTable('cards')
        .set({ is_verified: true })
        .where('id', '=', card.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCard(row);
    },
    async deleteCard(request, reply) {
      const user = requireUser(request);
      const res = await db
        .deleteFrom('cards')
        .where('user_id', '=', user.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('card');
      return reply.code(204).send();
    },
  };
}
