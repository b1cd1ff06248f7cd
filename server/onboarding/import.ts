import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import type { Db } from '../db/database';
import type { MerchantConfig } from './config';
import { importContent } from './import-content';
import { importMenu } from './import-menu';
import { branchSettings } from './branch-settings';
import { withAllLanguages } from './languages';
import { isAddress } from './references';
import { textAndTranslations, type LocalizedText } from '../../src/domain/localized';
import type { PictureStore } from '../cdn/storage';

/** A zone's name as its columns keep it: the plain text and, when written, each language's. */
function zoneName(value: string | LocalizedText) {
  const { text, translations } = textAndTranslations(value);
  return { name: text, name_translations: translations && JSON.stringify(translations) };
}

/** A picture's name on the CDN: one folder holds every merchant's originals, `<sub>-<name>`. */
export const folderImage =
  (sub: string) =>
  (name: string | undefined): string | null =>
    name ? `${sub}-${name}` : null;

/** The merchant's own columns from merchant.json and layout.json. */
export function merchantColumns(config: MerchantConfig) {
  const m = config.merchant;
  return {
    name: m.name as string,
    color: (m.color as string | undefined) ?? null,
    theme: (m.theme as string | undefined) ?? 'LIGHT',
    map_type: (m.mapType as string | undefined) ?? 'YANDEX',
    sms_gateway: (m.smsGateway as string | undefined) ?? 'ESKIZ',
    status_sms: m.statusSms === true,
    secrets: JSON.stringify(m.secrets ?? {}),
    layout: JSON.stringify(config.layout),
    delivery_fiscal: config.menu.delivery ? JSON.stringify(config.menu.delivery) : null,
  };
}

/** settings.json as the merchant's settings column keeps it. */
export function merchantSettings(config: MerchantConfig, merchantId: number) {
  const image = folderImage(config.merchant.sub);
  // the logo and favicon are pictures of the folder too (a full address stays as it is)
  const picture = (value: unknown) =>
    typeof value === 'string' && !isAddress(value) ? image(value) : (value ?? null);
  return JSON.stringify({
    ...config.settings,
    logo: picture(config.settings.logo),
    favicon: picture(config.settings.favicon),
    merchantId,
  });
}

export interface ImportOptions {
  /** the CDN's originals folder: the folder's images/ are copied there as `<sub>-<name>` */
  /** where the folder's pictures go (the CDN's originals) */
  pictures?: PictureStore;
}

/** Imports a validated configuration as a new merchant, in one transaction. Returns its id. */
export async function importConfig(
  db: Db,
  config: MerchantConfig,
  options: ImportOptions = {},
): Promise<number> {
  return db.transaction().execute((tx) => importInto(tx, config, options));
}

/** The import inside a transaction the caller holds (the seed imports the three demo folders in one). */

export async function importInto(
  tx: Db,
  folder: MerchantConfig,
  options: ImportOptions = {},
): Promise<number> {
  const config = withAllLanguages(folder);
  const m = config.merchant;
  const exists = await tx.selectFrom('merchants').select('id').where('sub', '=', m.sub).executeTakeFirst();
  if (exists) throw new Error(`a merchant with sub "${m.sub}" already exists`);
  const domain = (config.settings as { domain?: string | null }).domain?.toLowerCase();
  if (domain) {
    const owner = await tx
      .selectFrom('merchants')
      .select('sub')
      .where(sql<string>`lower(settings->>'domain')`, '=', domain)
      .executeTakeFirst();
    if (owner) throw new Error(`the domain "${domain}" is already merchant "${owner.sub}"'s`);
  }
  const image = folderImage(m.sub);
  const { id: merchantId } = await tx
    .insertInto('merchants')
    .values({
      sub: m.sub,
      ...merchantColumns(config),
      logo: null,
      app_id: null,
      main_city_id: null,
      settings: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const cityIds = new Map<string, number>();
  for (const c of config.branches.cities) {
    const { id } = await tx
      .insertInto('cities')
      .values({
        merchant_id: merchantId,
        key: c.key,
        name: JSON.stringify(c.name),
        description: null,
        latitude: c.latitude,
        longitude: c.longitude,
        is_main: c.isMain ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cityIds.set(c.key, id);
  }
  const mainCity =
    config.branches.cities.find((c: { isMain?: boolean }) => c.isMain) ?? config.branches.cities[0];
  await tx
    .updateTable('merchants')
    .set({
      main_city_id: cityIds.get(mainCity.key) ?? null,
      settings: merchantSettings(config, merchantId),
    })
    .where('id', '=', merchantId)
    .execute();

  const branchIds = await importBranches(tx, merchantId, config, cityIds);
  const keys = await importMenu(tx, merchantId, config, branchIds, image);
  await importContent(tx, merchantId, config, { ...keys, branchIds }, image);
  for (const c of config.branches.couriers ?? []) {
    // a courier starts at their branch
    const home = config.branches.branches.find((b: { key: string }) => b.key === c.branch);
    await tx
      .insertInto('couriers')
      .values({
        merchant_id: merchantId,
        branch_id: branchIds.get(c.branch) ?? null,
        first_name: c.firstName,
        last_name: c.lastName ?? '',
        phone: c.phone,
        image: null,
        status: 'FREE',
        latitude: home?.latitude ?? null,
        longitude: home?.longitude ?? null,
      })
      .execute();
  }

  for (const member of config.staff ?? [])
    await tx
      .insertInto('staff')
      .values({ merchant_id: merchantId, phone: member.phone, name: member.name, role: member.role })
      .execute();

  if (options.pictures && config.images)
    for (const [name, path] of Object.entries(config.images))
      await options.pictures.write(image(name) as string, readFileSync(path));
  return merchantId;
}

async function importBranches(
  tx: Db,
  merchantId: number,
  config: MerchantConfig,
  cityIds: Map<string, number>,
): Promise<Map<string, number>> {
  const branchIds = new Map<string, number>();
  for (const [i, b] of config.branches.branches.entries()) {
    const { id } = await tx
      .insertInto('branches')
      .values(branchRow(merchantId, b, i, cityIds))
      .returning('id')
      .executeTakeFirstOrThrow();
    branchIds.set(b.key, id);
    for (const z of zonesOf(b))
      await tx
        .insertInto('delivery_zones')
        .values(zoneRow(merchantId, z, id, cityIds.get(b.city) as number))
        .execute();
    for (const p of b.places ?? [])
      await tx
        .insertInto('places')
        .values({ merchant_id: merchantId, branch_id: id, name: JSON.stringify(p.name), chairs: p.chairs })
        .execute();
  }
  return branchIds;
}

/** A delivery zone as branches.json writes it. */
export interface ZoneConfig {
  name: string | LocalizedText;
  polygon: number[][];
  color: string;
  price: number;
  minOrder?: number;
  freeFrom?: number;
}

type BranchConfig = MerchantConfig['branches']['branches'][number];

export const zonesOf = (b: BranchConfig): ZoneConfig[] => b.zones ?? [];

/** A branch's row, from branches.json's branches (the i-th: the first is the main one). */
export function branchRow(merchantId: number, b: BranchConfig, i: number, cityIds: Map<string, number>) {
  const zones = zonesOf(b);
  const address = textAndTranslations(b.address);
  return {
    merchant_id: merchantId,
    city_id: cityIds.get(b.city) as number,
    name: JSON.stringify(b.name),
    latitude: b.latitude,
    longitude: b.longitude,
    address: address.text,
    address_translations: address.translations && JSON.stringify(address.translations),
    open: b.open,
    close: b.close,
    phone: b.phone ?? null,
    booking_phone: b.booking ? (b.phone ?? null) : null,
    is_main: i === 0,
    delivery_price: zones[0]?.price ?? 0,
    settings: JSON.stringify(branchSettings(b, zones.length)),
    work_hours: JSON.stringify([]),
    key: b.key as string,
    tables: JSON.stringify(b.tables ?? []),
  };
}

/** A delivery zone's row, of the branch (and its city). */
export function zoneRow(merchantId: number, z: ZoneConfig, branchId: number, cityId: number) {
  return {
    merchant_id: merchantId,
    city_id: cityId,
    branch_id: branchId,
    ...zoneName(z.name),
    polygon: JSON.stringify(z.polygon),
    color: z.color,
    price: z.price,
    min_order: z.minOrder ?? null,
    free_from: z.freeFrom ?? null,
  };
}
