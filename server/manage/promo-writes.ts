import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Promo } from '../db/schema';
import { asColumns } from '../db/json-columns';
import { notFound } from '../http/errors';
import type { Schemas } from '../http/types';
import { fillLanguages } from '../../src/onboarding/languages';
import { promoRow } from '../../src/onboarding/rows-content';
import type { PromosFile } from '../../src/onboarding/config-files.gen';
import type { WriteContext } from './context';
import { mustPass, pieceProblems, refuse } from './rules';

export type PromoFields = Omit<Schemas['ManagePromoFields'], never>;
const defined = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const promoFields = (p: Promo): Required<PromoFields> => ({
  code: p.code,
  discountType: p.discount_type as 'AMOUNT' | 'PERCENTAGE',
  productDiscount: p.product_discount,
  deliveryDiscount: p.delivery_discount,
  minPrice: p.min_price,
  startDate: iso(p.start_date),
  endDate: iso(p.end_date),
  description: p.description,
  active: p.is_active,
  firstOrderOnly: p.first_order_only,
  perCustomerLimit: p.per_customer_limit,
  usesLimit: p.uses_limit,
});

/** The codes with their uses and the discount they gave (orders not cancelled). */
export async function promosWithUses(
  db: Db,
  merchantId: number,
  id?: number,
): Promise<Schemas['ManagePromo'][]> {
  let query = db.selectFrom('promos').selectAll().where('merchant_id', '=', merchantId);
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.orderBy('id').execute();
  const used = await db
    .selectFrom('orders')
    .select([
      'promo_id',
      sql<number>`count(*)::int`.as('uses'),
      sql<number>`coalesce(sum(promo_discount), 0)::float`.as('given'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('promo_id', 'is not', null)
    .where('status', '!=', 'CANCELED')
    .groupBy('promo_id')
    .execute();
  const versions = await db
    .selectFrom('manage_versions')
    .select(['row_id', 'version'])
    .where('kind', '=', 'promo')
    .execute();
  return rows.map((p) => {
    const u = used.find((x) => x.promo_id === p.id);
    return {
      id: p.id,
      version: versions.find((v) => v.row_id === p.id)?.version ?? 1,
      ...(promoFields(p) as Omit<Schemas['ManagePromo'], 'id' | 'version' | 'uses' | 'discountGiven'>),
      uses: u?.uses ?? 0,
      discountGiven: Number(u?.given ?? 0),
    };
  });
}

export async function lockPromo({ tx, merchant }: Pick<WriteContext, 'tx' | 'merchant'>, id: number) {
  const row = await tx
    .selectFrom('promos')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('promo');
  return row;
}

/** A promo code through promos.json's rules and promoRow; a code the merchant has is taken. */
export async function writePromo(ctx: WriteContext, stored: Promo | null, f: PromoFields) {
  const item = defined({
    code: f.code,
    discountType: f.discountType,
    productDiscount: f.productDiscount,
    deliveryDiscount: f.deliveryDiscount,
    minPrice: f.minPrice,
    startDate: f.startDate ?? undefined,
    endDate: f.endDate ?? undefined,
    description: f.description && Object.values(f.description).some((t) => t) ? f.description : undefined,
    active: f.active,
    firstOrderOnly: f.firstOrderOnly || undefined,
    perCustomerLimit: f.perCustomerLimit ?? undefined,
    usesLimit: f.usesLimit ?? undefined,
  }) as PromosFile[number];
  mustPass(pieceProblems(ctx.merchant, { promos: [item] }, 'promos.json', '/0'));
  const taken = await ctx.tx
    .selectFrom('promos')
    .select('id')
    .where('merchant_id', '=', ctx.merchant.id)
    .where((eb) => eb.fn('upper', ['code']), '=', item.code.toUpperCase())
    .executeTakeFirst();
  if (taken && taken.id !== stored?.id) throw refuse('/code', `the code "${item.code}" is taken`);
  const values = asColumns(
    promoRow(ctx.merchant.id, fillLanguages(item, String(ctx.merchant.settings.mainLanguage ?? 'uz'))),
  );
  if (stored)
    return ctx.tx
      .updateTable('promos')
      .set(values)
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  return ctx.tx.insertInto('promos').values(values).returningAll().executeTakeFirstOrThrow();
}
