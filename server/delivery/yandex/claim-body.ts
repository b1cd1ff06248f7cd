import { addressLine } from '../../../src/domain/address';
import type { Db } from '../../db/database';
import type { Order } from '../../db/schema';

/** The claim's body: the branch as the pickup point, the customer as the drop-off (documented field names). */
export async function claimBody(db: Db, order: Order) {
  const branch = await db
    .selectFrom('branches')
    .select(['name', 'latitude', 'longitude', 'address', 'phone'])
    .where('id', '=', order.branch_id)
    .executeTakeFirstOrThrow();
  const merchant = await db
    .selectFrom('merchants')
    .select(['name'])
    .where('id', '=', order.merchant_id)
    .executeTakeFirstOrThrow();
  const customer = order.user_id
    ? await db
        .selectFrom('users')
        .select(['first_name', 'phone'])
        .where('id', '=', order.user_id)
        .executeTakeFirst()
    : undefined;
  const details = order.details as Record<string, string | null | undefined>;
  const a = (order.address ?? { latitude: 0, longitude: 0 }) as Record<string, string | number | null> & {
    latitude: number;
    longitude: number;
  };
  const phone = (p: string | null | undefined) => (p ? `+${p.replace(/\D/g, '')}` : '');
  const branchName = (branch.name as Record<string, string>).ru ?? merchant.name;
  return {
    items: order.lines.map((l) => ({
      title: l.name.ru ?? l.name.uz ?? 'item',
      quantity: l.count,
      cost_value: String(l.price),
      cost_currency: 'UZS',
      pickup_point: 1,
      droppof_point: 2,
    })),
    route_points: [
      {
        point_id: 1,
        visit_order: 1,
        type: 'source',
        contact: { name: `${merchant.name} — ${branchName}`, phone: phone(branch.phone) },
        address: {
          fullname: branch.address || branchName,
          coordinates: [branch.longitude, branch.latitude],
        },
      },
      {
        point_id: 2,
        visit_order: 2,
        type: 'destination',
        external_order_id: String(order.number),
        contact: {
          name: details.receiverName ?? customer?.first_name ?? String(order.number),
          phone: phone(details.receiverPhone ?? customer?.phone),
        },
        address: {
          fullname: addressLine(a, { entrance: 'подъезд', floor: 'этаж', apartment: 'кв.' }),
          coordinates: [a.longitude, a.latitude],
          porch: a.entrance ?? undefined,
          sfloor: a.floor ?? undefined,
          sflat: a.office ?? undefined,
          door_code: a.domophone ?? undefined,
          comment: details.courierComment ?? details.comment ?? undefined,
        },
      },
    ],
    client_requirements: { taxi_class: 'courier' },
    emergency_contact: { name: merchant.name, phone: phone(branch.phone) },
  };
}
