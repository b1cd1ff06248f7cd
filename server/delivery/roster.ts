import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Staff } from '../db/schema';
import { fail } from '../http/errors';

/** The orders a courier still carries: given to them and not yet delivered, closed or cancelled. */
export const CARRIED = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'AT_TIME'] as const;

/**
 * The courier record (the spec's Courier) of a staff member of role COURIER: the one tied to them,
 * else the merchant's courier with their phone (from branches.json), else a new one. Its name,
 * phone and branch follow the staff member's.
 */
export async function courierOf(db: Db, staff: Staff) {
  const tied = await db
    .selectFrom('couriers')
    .selectAll()
    .where('staff_id', '=', staff.id)
    .executeTakeFirst();
  if (tied) return tied;
  const byPhone = await db
    .selectFrom('couriers')
    .selectAll()
    .where('merchant_id', '=', staff.merchant_id)
    .where('phone', '=', staff.phone)
    .where('staff_id', 'is', null)
    .executeTakeFirst();
  if (byPhone)
    return db
      .updateTable('couriers')
      .set({ staff_id: staff.id, ...(staff.branch_id ? { branch_id: staff.branch_id } : {}) })
      .where('id', '=', byPhone.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  const [first, ...rest] = staff.name.trim().split(/\s+/);
  return db
    .insertInto('couriers')
    .values({
      merchant_id: staff.merchant_id,
      branch_id: staff.branch_id,
      first_name: first ?? staff.name,
      last_name: rest.join(' ') || null,
      phone: staff.phone,
      image: null,
      status: 'OFFLINE',
      latitude: null,
      longitude: null,
      staff_id: staff.id,
    })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ phone: staff.phone }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Starts or ends a courier's shift (a second start or end changes nothing). */
export async function setShift(db: Db, courierId: number, merchantId: number, on: boolean) {
  return db.transaction().execute(async (tx) => {
    if (on) {
      await tx
        .insertInto('courier_shifts')
        .values({ merchant_id: merchantId, courier_id: courierId })
        .onConflict((oc) => oc.column('courier_id').where('ended_at', 'is', null).doNothing())
        .execute();
      const open = await tx
        .selectFrom('courier_shifts')
        .select('started_at')
        .where('courier_id', '=', courierId)
        .where('ended_at', 'is', null)
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('couriers')
        .set({ shift_started_at: open.started_at, status: 'FREE' })
        .where('id', '=', courierId)
        .execute();
      return { onShift: true, since: new Date(open.started_at).toISOString() };
    }
    await tx
      .updateTable('courier_shifts')
      .set({ ended_at: new Date() })
      .where('courier_id', '=', courierId)
      .where('ended_at', 'is', null)
      .execute();
    await tx
      .updateTable('couriers')
      .set({ shift_started_at: null, status: 'OFFLINE' })
      .where('id', '=', courierId)
      .execute();
    return { onShift: false, since: null };
  });
}

/** The merchant's couriers tied to staff, with their shift, last place and the orders they carry. */
export async function roster(db: Db, merchantId: number, branchId?: number) {
  // couriers in staff.json who never opened the app yet get their record now
  const untied = await db
    .selectFrom('staff')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('role', '=', 'COURIER')
    .where('is_active', '=', true)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('couriers')
        .select('staff_id')
        .where('staff_id', 'is not', null)
        .$narrowType<{ staff_id: number }>(),
    )
    .execute();
  for (const staff of untied) await courierOf(db, staff);
  let query = db
    .selectFrom('couriers')
    .innerJoin('staff', 'staff.id', 'couriers.staff_id')
    .select([
      'couriers.id',
      'couriers.first_name',
      'couriers.last_name',
      'couriers.phone',
      'couriers.branch_id',
      'couriers.shift_started_at',
      'couriers.latitude',
      'couriers.longitude',
      'couriers.position_at',
      (eb) =>
        sql<number[] | null>`(select array_agg(o.id order by o.id) from orders o
          where o.courier_id = ${eb.ref('couriers.id')} and o.status in (${sql.join([...CARRIED])}))`.as(
          'carried',
        ),
    ])
    .where('couriers.merchant_id', '=', merchantId)
    .where('staff.is_active', '=', true)
    .where('staff.role', '=', 'COURIER');
  if (branchId)
    query = query.where((eb) =>
      eb.or([eb('couriers.branch_id', '=', branchId), eb('couriers.branch_id', 'is', null)]),
    );
  const rows = await query.orderBy('couriers.first_name').execute();
  return rows.map((c) => {
    const orders = c.carried ?? [];
    const onShift = c.shift_started_at !== null;
    return {
      id: c.id,
      name: [c.first_name, c.last_name].filter(Boolean).join(' '),
      phone: c.phone,
      branchId: c.branch_id,
      onShift,
      free: onShift && orders.length === 0,
      orders,
      latitude: onShift ? c.latitude : null,
      longitude: onShift ? c.longitude : null,
      positionAt: onShift && c.position_at ? new Date(c.position_at).toISOString() : null,
    };
  });
}

/** A courier of the merchant on shift, able to take a delivery of `branchId`; 404 or 409 otherwise. */
export async function courierForDelivery(db: Db, merchantId: number, courierId: number, branchId: number) {
  const courier = await db
    .selectFrom('couriers')
    .innerJoin('staff', 'staff.id', 'couriers.staff_id')
    .selectAll('couriers')
    .where('couriers.id', '=', courierId)
    .where('couriers.merchant_id', '=', merchantId)
    .where('staff.is_active', '=', true)
    .where('staff.role', '=', 'COURIER')
    .executeTakeFirst();
  if (!courier) throw fail(404, 'NOT_FOUND', 'courier');
  if (!courier.shift_started_at) throw fail(409, 'NOT_ON_SHIFT');
  if (courier.branch_id && courier.branch_id !== branchId)
    throw fail(409, 'ROLE_NOT_ALLOWED', 'another branch');
  return courier;
}
