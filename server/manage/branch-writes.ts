import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { asColumns } from '../db/json-columns';
import { notFound } from '../http/errors';
import type { Schemas } from '../http/types';
import { fillLanguages } from '../../src/onboarding/languages';
import { branchRow, zoneRow } from '../../src/onboarding/rows-branches';
import type { BranchesFile } from '../../src/onboarding/config-files.gen';
import { overlapMessage, ringsOverlap } from '../../src/onboarding/zone-overlap';
import type { WriteContext } from './context';
import { keyOf } from './product-shape';
import { mustPass, pieceProblems, refuse } from './rules';
import { withVersions } from './versions';

type FolderBranch = BranchesFile['branches'][number];
type FolderZone = NonNullable<FolderBranch['zones']>[number];
export type HoursFields = Omit<Schemas['ManageHoursInput'], 'version'>;
export type ZoneFields = Omit<Schemas['ManageZoneInput'], 'version' | 'overlapAllowed'>;
const defined = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;

export async function lockBranch({ tx, merchant }: Pick<WriteContext, 'tx' | 'merchant'>, id: number) {
  const row = await tx
    .selectFrom('branches')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('branch');
  return row;
}
type BranchRowOf = Awaited<ReturnType<typeof lockBranch>>;
type ZoneRowOf = Awaited<ReturnType<typeof zonesOfBranch>>[number];

export const zonesOfBranch = (db: Db, branchId: number) =>
  db.selectFrom('delivery_zones').selectAll().where('branch_id', '=', branchId).orderBy('id').execute();

export const hoursFields = (
  b: BranchRowOf,
): Required<HoursFields> & { services: { delivery: boolean; pickup: boolean; dineIn: boolean } } => ({
  open: b.open,
  close: b.close,
  week: b.work_hours,
  holidays: b.holidays,
  phone: b.phone,
  services: {
    delivery: flag(b.settings.deliveryEnabled, false),
    pickup: flag(b.settings.pickupEnabled, true),
    dineIn: flag(b.settings.dineinEnabled, true),
  },
  cookMinutes: typeof b.settings.cookMinutes === 'number' ? b.settings.cookMinutes : null,
});

/** A service flag of the branch's settings (which also hold its usual cooking minutes). */
const flag = (value: boolean | number | null | undefined, otherwise: boolean) =>
  typeof value === 'boolean' ? value : otherwise;

export const zoneFields = (z: ZoneRowOf): ZoneFields => ({
  name: z.name_translations ?? { uz: z.name, ru: z.name, eng: z.name },
  price: z.price,
  minOrder: z.min_order,
  freeFrom: z.free_from,
  color: z.color,
  polygon: z.polygon,
});

export const toManageZone = (z: ZoneRowOf, version: number): Schemas['ManageZone'] => ({
  id: z.id,
  version,
  branchId: z.branch_id as number,
  ...(zoneFields(z) as Omit<Schemas['ManageZone'], 'id' | 'version' | 'branchId'>),
});

export async function toManageBranch(
  db: Db,
  b: BranchRowOf,
  version: number,
): Promise<Schemas['ManageBranch']> {
  const zones = await zonesOfBranch(db, b.id);
  return {
    id: b.id,
    version,
    name: b.name,
    latitude: b.latitude,
    longitude: b.longitude,
    ...hoursFields(b),
    zones: await withVersions(db, 'zone', zones, toManageZone),
  };
}

/** branches.json's entry of a branch with the fields given, and the problems its rules find there. */
async function checkedBranch(
  ctx: WriteContext,
  b: BranchRowOf,
  hours: HoursFields,
  zones: FolderZone[],
  at: string,
) {
  const city = await ctx.tx
    .selectFrom('cities')
    .selectAll()
    .where('id', '=', b.city_id)
    .executeTakeFirstOrThrow();
  const entry = defined({
    key: b.key ?? `branch-${b.id}`,
    city: keyOf(city, 'city'),
    name: b.name,
    address: b.address_translations ?? b.address,
    latitude: b.latitude,
    longitude: b.longitude,
    open: hours.open,
    close: hours.close,
    week: hours.week && hours.week.length > 0 ? hours.week : undefined,
    holidays: hours.holidays && hours.holidays.length > 0 ? hours.holidays : undefined,
    phone: hours.phone ?? undefined,
    services: hours.services,
    cookMinutes: hours.cookMinutes ?? undefined,
    zones,
  }) as FolderBranch;
  const folder = {
    branches: {
      cities: [
        { key: keyOf(city, 'city'), name: city.name, latitude: city.latitude, longitude: city.longitude },
      ],
      branches: [entry],
    },
  };
  mustPass(pieceProblems(ctx.merchant, folder, 'branches.json', at));
  return { entry: fillLanguages(entry, String(ctx.merchant.settings.mainLanguage ?? 'uz')), city };
}

/** A branch's hours, phone and services through branches.json's rules and branchRow. */
export async function writeHours(ctx: WriteContext, b: BranchRowOf, hours: HoursFields) {
  const zones = await zonesOfBranch(ctx.tx, b.id);
  const { entry } = await checkedBranch(ctx, b, hours, [], '/branches/0');
  const row = branchRow(ctx.merchant.id, entry, 0, new Map([[entry.city, b.city_id]]));
  const settings = {
    ...b.settings,
    pickupEnabled: row.settings.pickupEnabled,
    dineinEnabled: row.settings.dineinEnabled,
    deliveryEnabled: (entry.services?.delivery ?? true) && zones.length > 0,
    cookMinutes: row.settings.cookMinutes,
  };
  return ctx.tx
    .updateTable('branches')
    .set(
      asColumns({
        open: row.open,
        close: row.close,
        work_hours: row.work_hours,
        holidays: row.holidays,
        phone: row.phone,
        settings,
      }),
    )
    .where('id', '=', b.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A zone through branches.json's rules and zoneRow: a closed polygon, sums that can be met; a new
 * overlap with another zone of the branch is refused naming it, unless the manager keeps it.
 */
export async function writeZone(
  ctx: WriteContext,
  b: BranchRowOf,
  stored: ZoneRowOf | null,
  fields: ZoneFields,
  overlapAllowed: boolean,
  id?: number,
) {
  const item = defined({
    name: fields.name,
    price: fields.price,
    minOrder: fields.minOrder ?? undefined,
    freeFrom: fields.freeFrom ?? undefined,
    color: fields.color ?? '#F59E0B',
    polygon: fields.polygon,
  }) as FolderZone;
  const { entry } = await checkedBranch(ctx, b, hoursFields(b), [item], '/branches/0/zones/0');
  const others = (await zonesOfBranch(ctx.tx, b.id)).filter((z) => z.id !== stored?.id);
  if (!overlapAllowed)
    for (const other of others) {
      const before = stored ? ringsOverlap(stored.polygon, other.polygon) : false;
      if (!before && ringsOverlap(item.polygon, other.polygon))
        throw refuse('/polygon', overlapMessage(nameOf(item.name), other.name));
    }
  const row = zoneRow(ctx.merchant.id, (entry.zones ?? [])[0] as never, b.id, b.city_id);
  const values = asColumns(row);
  if (stored)
    return ctx.tx
      .updateTable('delivery_zones')
      .set(values)
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  const written = await ctx.tx
    .insertInto('delivery_zones')
    .values({ ...values, ...(id ? { id } : {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await syncDelivery(ctx, b);
  return written;
}

const nameOf = (name: FolderZone['name']) =>
  typeof name === 'string' ? name : ((name.eng || name.uz || name.ru) ?? '');

/** A branch delivers when it has zones (and delivery is on): as the folder's branchSettings says. */
export async function syncDelivery(ctx: WriteContext, b: BranchRowOf) {
  const zones = await zonesOfBranch(ctx.tx, b.id);
  const hours = hoursFields(b);
  await ctx.tx
    .updateTable('branches')
    .set(
      asColumns({
        settings: { ...b.settings, deliveryEnabled: hours.services.delivery && zones.length > 0 },
      }),
    )
    .where('id', '=', b.id)
    .execute();
}

export async function lockZone(ctx: Pick<WriteContext, 'tx' | 'merchant'>, branchId: number, zoneId: number) {
  const zone = await ctx.tx
    .selectFrom('delivery_zones')
    .selectAll()
    .where('id', '=', zoneId)
    .where('branch_id', '=', branchId)
    .where('merchant_id', '=', ctx.merchant.id)
    .forUpdate()
    .executeTakeFirst();
  if (!zone) throw notFound('zone');
  return zone;
}

export type { Merchant };
