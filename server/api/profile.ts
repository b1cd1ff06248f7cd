import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { sendCode, verifyCode } from '../auth/otp';
import { fail, notFound } from '../http/errors';
import { requireMerchant, requireUser } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import { gatewayFor } from '../sms/select-gateway';
import type { Deps } from './deps';
import { toProduct } from './mappers';
import { isOpenAt, scheduledInstant } from '../../src/domain/schedule';
import { isValidCardNumber, cardType, maskCard, isExpired } from '../../src/domain/cards';

type ProfileHandlers = Pick<
  Handlers,
  | 'getAddresses'
  | 'createAddress'
  | 'updateAddress'
  | 'deleteAddress'
  | 'getFavourites'
  | 'addFavourite'
  | 'removeFavourite'
  | 'getCards'
  | 'addCard'
  | 'confirmCard'
  | 'deleteCard'
  | 'getCashbackHistory'
  | 'getNotifications'
  | 'markNotificationRead'
  | 'createReservation'
  | 'getMyReservations'
>;

const setting = (settings: Record<string, unknown>, key: string) => settings[key] === true;

export function profileHandlers({ db, config }: Deps): ProfileHandlers {
  const toAddress = (a: {
    id: number;
    data: Record<string, unknown>;
    created_date: Date;
    last_modified_date: Date;
  }) =>
    ({
      ...(a.data as Schemas['AddressInput']),
      id: a.id,
      createdDate: new Date(a.created_date).toISOString(),
      lastModifiedDate: new Date(a.last_modified_date).toISOString(),
    }) as Schemas['Address'];

  const ownAddress = (merchantId: number, userId: number, id: number) =>
    db
      .selectFrom('addresses')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();

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

  const toReservation = (r: {
    id: number;
    branch_id: number;
    place_id: number;
    chairs: number;
    day: string;
    time: string;
    comment: string | null;
    status: string;
    created_date: Date;
  }): Schemas['Reservation'] => ({
    id: r.id,
    branchId: r.branch_id,
    placeId: r.place_id,
    chairs: r.chairs,
    day: r.day,
    time: r.time,
    comment: r.comment,
    status: r.status as 'CREATED' | 'CONFIRMED' | 'CANCELED',
    createdDate: new Date(r.created_date).toISOString(),
  });

  return {
    async getAddresses(request) {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('addresses')
        .selectAll()
        .where('merchant_id', '=', user.merchant_id)
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toAddress);
    },
    async createAddress(request, reply) {
      const user = requireUser(request);
      const row = await db
        .insertInto('addresses')
        .values({ merchant_id: user.merchant_id, user_id: user.id, data: JSON.stringify(request.body) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toAddress(row));
    },
    async updateAddress(request) {
      const user = requireUser(request);
      if (!(await ownAddress(user.merchant_id, user.id, request.params.id))) throw notFound('address');
      const row = await db
        .updateTable('addresses')
        .set({ data: JSON.stringify(request.body), last_modified_date: new Date() })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAddress(row);
    },
    async deleteAddress(request, reply) {
      const user = requireUser(request);
      const res = await db
        .deleteFrom('addresses')
        .where('merchant_id', '=', user.merchant_id)
        .where('user_id', '=', user.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('address');
      return reply.code(204).send();
    },
    async getFavourites(request) {
      const user = requireUser(request);
      if (request.query.userId !== user.id) throw notFound('user');
      const rows = await db
        .selectFrom('favourites')
        .innerJoin('products', 'products.id', 'favourites.product_id')
        .selectAll('products')
        .select('favourites.id as favourite_id')
        .where('favourites.user_id', '=', user.id)
        .where('favourites.merchant_id', '=', user.merchant_id)
        .orderBy('favourites.id', 'desc')
        .execute();
      return rows.map((r) => toProduct(r, { id: r.favourite_id }));
    },
    async addFavourite(request) {
      const user = requireUser(request);
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('merchant_id', '=', user.merchant_id)
        .where('id', '=', request.body.productId)
        .executeTakeFirst();
      if (!product) throw notFound('product');
      await db
        .insertInto('favourites')
        .values({ merchant_id: user.merchant_id, user_id: user.id, product_id: product.id })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
      const fav = await db
        .selectFrom('favourites')
        .select('id')
        .where('user_id', '=', user.id)
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow();
      return { favaoriteId: fav.id, productId: product.id, isFavourite: true };
    },
    async removeFavourite(request, reply) {
      const user = requireUser(request);
      const res = await db
        .deleteFrom('favourites')
        .where('user_id', '=', user.id)
        .where('id', '=', request.params.favaoriteId)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('favourite');
      return reply.code(204).send();
    },
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
    async getCashbackHistory(request) {
      const user = requireUser(request);
      const entries = await db
        .selectFrom('cashback_entries')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return {
        balance: user.cashback,
        entries: entries.map((e) => ({
          id: e.id,
          amount: e.amount,
          orderId: e.order_id,
          createdDate: new Date(e.created_date).toISOString(),
        })),
      };
    },
    async getNotifications(request) {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('notifications')
        .leftJoin('notification_reads', (join) =>
          join
            .onRef('notification_reads.notification_id', '=', 'notifications.id')
            .on('notification_reads.user_id', '=', user.id),
        )
        .select([
          'notifications.id',
          'notifications.title',
          'notifications.body',
          'notifications.created_date',
          sql<boolean>`notification_reads.user_id IS NOT NULL`.as('is_read'),
        ])
        .where('notifications.merchant_id', '=', user.merchant_id)
        .where((eb) =>
          eb.or([eb('notifications.user_id', 'is', null), eb('notifications.user_id', '=', user.id)]),
        )
        .orderBy('notifications.id', 'desc')
        .execute();
      return rows.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        isRead: n.is_read,
        createdDate: new Date(n.created_date).toISOString(),
      }));
    },
    async markNotificationRead(request, reply) {
      const user = requireUser(request);
      const n = await db
        .selectFrom('notifications')
        .select('id')
        .where('merchant_id', '=', user.merchant_id)
        .where('id', '=', request.params.id)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]))
        .executeTakeFirst();
      if (!n) throw notFound('notification');
      await db
        .insertInto('notification_reads')
        .values({ notification_id: n.id, user_id: user.id })
        .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
        .execute();
      return reply.code(204).send();
    },
    async createReservation(request, reply) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const b = request.body;
      if (!setting(merchant.settings, 'bookingActive')) throw fail(422, 'BOOKING_UNAVAILABLE');
      const branch = await db
        .selectFrom('branches')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('id', '=', b.branchId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!branch) throw fail(404, 'FILIAL_NOT_FOUND');
      if ((branch.settings as { bookingEnabled?: boolean }).bookingEnabled !== true)
        throw fail(422, 'BOOKING_UNAVAILABLE');
      const place = await db
        .selectFrom('places')
        .selectAll()
        .where('branch_id', '=', branch.id)
        .where('id', '=', b.placeId)
        .executeTakeFirst();
      if (!place) throw notFound('place');
      if (b.chairs > place.chairs) throw fail(422, 'TOO_MANY_CHAIRS');
      const at = scheduledInstant(b.day, b.time);
      if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) throw fail(422, 'SCHEDULE_IN_PAST');
      if (!isOpenAt({ open: branch.open, close: branch.close, workHours: branch.work_hours as never }, at))
        throw fail(422, 'SCHEDULE_OUTSIDE_HOURS');
      const row = await db
        .insertInto('reservations')
        .values({
          merchant_id: merchant.id,
          user_id: user.id,
          branch_id: branch.id,
          place_id: place.id,
          chairs: b.chairs,
          day: b.day,
          time: b.time,
          comment: b.comment ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(toReservation(row));
    },
    async getMyReservations(request) {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('reservations')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('merchant_id', '=', user.merchant_id)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toReservation);
    },
  };
}
