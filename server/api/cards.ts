import { sql } from 'kysely';
import type { Merchant } from '../db/schema';
import { fail, failWith, notFound } from '../http/errors';
import { missingCredentials } from '../../src/domain/payment-credentials';
import { SubscribeError, subscribe } from '../payments/payme-subscribe';
import { requireMerchant, requireUser } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import type { Deps } from './deps';
import { isValidCardNumber, cardType, maskCard, isExpired } from '../../src/domain/cards';

type CardHandlers = Pick<Handlers, 'getCards' | 'addCard' | 'confirmCard' | 'deleteCard'>;

/**
 * Saved cards through Payme's Subscribe API: Payme takes the number and texts a code to the card's
 * phone; only Payme's token and the masked number are kept, and the card pays once verified.
 */
/** Payme's code for a wrong verification code (cards.verify). */
const WRONG_CODE = -31103;
const MAX_TRIES = 5;
/** The cash register's id: Payme's cards.* methods need no key. */
const kassa = (merchant: Merchant) => merchant.secrets.paymeMerchantId ?? '';
const refusal = (error: unknown) => {
  if (error instanceof SubscribeError) return failWith(400, 'CARD_REFUSED', error.words);
  throw error;
};

export function cardHandlers({ db, config }: Deps): CardHandlers {
  const payme = async (merchant: Merchant, method: string, params: object) => {
    try {
      return await subscribe<{ card: { token: string } }>(
        config.paymeApiUrl,
        kassa(merchant),
        method,
        params,
      );
    } catch (error) {
      throw refusal(error);
    }
  };

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
      if (merchant.settings.cardActive !== true || missingCredentials(merchant.secrets, 'OTHER').length > 0)
        throw fail(400, 'PAYMENT_NOT_AVAILABLE', 'card');
      // the number goes to Payme and no further: only Payme's token and the masked number are kept;
      // Payme texts its code to the phone the card is registered to
      const created = await payme(merchant, 'cards.create', {
        card: { number, expire: expire.replace('/', '') },
        save: true,
      });
      await payme(merchant, 'cards.get_verify_code', { token: created.card.token });
      const row = await db
        .insertInto('cards')
        .values({
          merchant_id: merchant.id,
          user_id: user.id,
          name: name ?? null,
          masked: maskCard(number),
          expire,
          type: cardType(number),
          provider_token: created.card.token,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toCard(row));
    },
    async confirmCard(request) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const card = await db
        .selectFrom('cards')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!card) throw notFound('card');
      // five tries a card, however many arrive at once: each takes one before Payme is asked
      const tried = await db
        .updateTable('cards')
        .set({ verify_attempts: sql`verify_attempts + 1` })
        .where('id', '=', card.id)
        .where('verify_attempts', '<', MAX_TRIES)
        .executeTakeFirst();
      if (Number(tried.numUpdatedRows) === 0) throw fail(400, 'WRONG_CODE');
      try {
        await subscribe(config.paymeApiUrl, kassa(merchant), 'cards.verify', {
          token: card.provider_token,
          code: request.body.code,
        });
      } catch (error) {
        if (error instanceof SubscribeError && error.code === WRONG_CODE) throw fail(400, 'WRONG_CODE');
        throw refusal(error);
      }
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
        .returning('provider_token')
        .executeTakeFirst();
      if (!res) throw notFound('card');
      // Payme forgets the token too (a refusal there changes nothing here: the card is gone for us)
      await subscribe(config.paymeApiUrl, kassa(requireMerchant(request)), 'cards.remove', {
        token: res.provider_token,
      }).catch(() => undefined);
      return reply.code(204).send();
    },
  };
}
