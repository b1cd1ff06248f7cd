import type { Db } from '../db/database';
import type { Schemas } from '../http/types';

/** About 25 m: a delivery to a point this close to a saved address went to that address. */
const SAME_PLACE_DEGREES = 0.00025;

/**
 * The address a delivery went to joins the customer's saved addresses (offered first at the next
 * checkout, on any device), unless one of them is already that place: those keep the name and
 * details the customer gave them.
 */
export async function keepAddress(
  tx: Db,
  merchantId: number,
  userId: number,
  address: Schemas['OrderAddress'],
): Promise<void> {
  const saved = await tx
    .selectFrom('addresses')
    .select('data')
    .where('merchant_id', '=', merchantId)
    .where('user_id', '=', userId)
    .execute();
  const near = saved.some(({ data }) => {
    const a = data as { latitude?: number; longitude?: number };
    return (
      Math.abs((a.latitude ?? 999) - address.latitude) < SAME_PLACE_DEGREES &&
      Math.abs((a.longitude ?? 999) - address.longitude) < SAME_PLACE_DEGREES
    );
  });
  if (near) return;
  const { id: _id, ...place } = address;
  await tx
    .insertInto('addresses')
    .values({
      merchant_id: merchantId,
      user_id: userId,
      data: JSON.stringify({ type: 'HOUSE', name: null, ...place } satisfies Schemas['AddressInput']),
    })
    .execute();
}
