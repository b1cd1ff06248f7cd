import { haversineMeters, zoneForPoint } from '../../src/domain/geo';
import type { Db } from '../db/database';
import type { Branch } from '../db/schema';
import { fail } from '../http/errors';

/** Branches nearest first, from a point. */
export function byDistance(branches: Branch[], lat: number, lon: number) {
  return branches
    .map((b) => ({ branch: b, distance: haversineMeters([lat, lon], [b.latitude, b.longitude]) }))
    .sort((a, b) => a.distance - b.distance);
}

export async function activeBranches(db: Db, merchantId: number) {
  return db
    .selectFrom('branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

/** One of the merchant's branches that is open for business (active), or 404 FILIAL_NOT_FOUND. */
export async function liveBranch(db: Db, merchantId: number, branchId: number): Promise<Branch> {
  const branch = await db
    .selectFrom('branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', branchId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!branch) throw fail(404, 'FILIAL_NOT_FOUND');
  return branch;
}

/**
 * The delivery price of a point: the zone (cheapest when several) of the nearest delivering
 * branch that has one holding the point; else 'Out of service zone'.
 */
export async function tariffFor(db: Db, merchantId: number, lat: number, lon: number, branchId?: number) {
  const branches = (await activeBranches(db, merchantId)).filter(
    (b) =>
      (b.settings as { deliveryEnabled?: boolean }).deliveryEnabled !== false &&
      (branchId === undefined || b.id === branchId),
  );
  if (branches.length === 0) throw fail(422, branchId === undefined ? 'NO_BRANCHES' : 'FILIAL_NOT_FOUND');
  const zones = await db
    .selectFrom('delivery_zones')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();
  for (const { branch, distance } of byDistance(branches, lat, lon)) {
    const zone = zoneForPoint(
      [lat, lon],
      zones.filter((z) => z.branch_id === branch.id),
    );
    if (zone)
      return {
        deliveryPrice: zone.price,
        branchId: branch.id,
        zoneId: zone.id,
        minOrder: zone.min_order,
        freeFrom: zone.free_from,
        distance: Math.round(distance),
      };
  }
  throw fail(422, 'OUT_OF_SERVICE_ZONE');
}
