import { notFound } from '../http/errors';
import { requireMerchant } from '../http/security';
import type { Handlers } from '../http/types';
import type { Deps } from './deps';

type ReviewHandlers = Pick<Handlers, 'getGrades' | 'getProductReviews'>;

/** Products' average grades and the reviews customers left on them. */
export function reviewHandlers({ db }: Deps): ReviewHandlers {
  return {
    async getGrades(request) {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'grade_sum', 'grade_count'])
        .where('merchant_id', '=', requireMerchant(request).id)
        .where('grade_count', '>', 0)
        .execute();
      return rows.map((r) => ({
        productId: r.id,
        grade: Math.round((r.grade_sum / r.grade_count) * 10) / 10,
        count: r.grade_count,
      }));
    },
    async getProductReviews(request) {
      const merchant = requireMerchant(request);
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!product) throw notFound('product');
      const reviews = await db
        .selectFrom('reviews')
        .innerJoin('orders', 'orders.id', 'reviews.order_id')
        .select([
          'reviews.id',
          'reviews.order_id',
          'reviews.grade',
          'reviews.comment',
          'reviews.author_name',
          'reviews.created_date',
          'orders.lines',
        ])
        .where('reviews.merchant_id', '=', merchant.id)
        .orderBy('reviews.created_date', 'desc')
        .limit(200)
        .execute();
      return reviews
        .filter((r) => r.lines.some((l) => l.productId === product.id))
        .slice(0, 50)
        .map((r) => ({
          id: r.id,
          orderId: r.order_id,
          grade: r.grade,
          comment: r.comment,
          authorName: r.author_name,
          createdDate: new Date(r.created_date).toISOString(),
        }));
    },
  };
}
