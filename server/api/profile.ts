import { sql } from 'kysely';
import { notFound } from '../http/errors';
import { toAddress } from '../http/mappers';
import { requireUser } from '../http/security';
import type { Handlers } from '../http/types';
import { cashbackExpiringNext } from '../../src/domain/loyalty';
import { loyaltyOf } from '../db/loyalty';
import type { Deps } from './deps';
import { deleteOwnRow } from './own-rows';
import { toProduct } from '../../src/catalog/mappers';

type ProfileHandlers = Pick<
  Handlers,
  | 'getAddresses'
  | 'createAddress'
  | 'updateAddress'
  | 'deleteAddress'
  | 'getFavourites'
  | 'addFavourite'
  | 'removeFavourite'
  | 'getCashbackHistory'
  | 'getNotifications'
  | 'markNotificationRead'
>;

export function profileHandlers({ db }: Deps): ProfileHandlers {
  const ownAddress = (merchantId: number, userId: number, id: number) =>
    db
      .selectFrom('addresses')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();

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
      await deleteOwnRow(db, 'addresses', user, request.params.id, 'address');
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
    async getCashbackHistory(request) {
      const user = requireUser(request);
      const [entries, loyalty] = await Promise.all([
        db
          .selectFrom('cashback_entries')
          .selectAll()
          .where('user_id', '=', user.id)
          .orderBy('id', 'desc')
          .execute(),
        loyaltyOf(db, user.merchant_id),
      ]);
      const next = cashbackExpiringNext(
        entries.map((e) => ({ amount: e.amount, at: new Date(e.created_date) })),
        loyalty.expiryDays,
      );
      return {
        balance: user.cashback,
        percent: loyalty.cashbackPercent,
        expiresNext: next && { amount: next.amount, on: next.on.toISOString() },
        entries: entries.slice(0, 100).map((e) => ({
          id: e.id,
          amount: e.amount,
          orderId: e.order_id,
          expired: e.expired,
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
  };
}
