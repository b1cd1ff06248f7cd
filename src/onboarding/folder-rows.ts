import type { FilledConfig, MerchantConfig } from './config-types';
import { withAllLanguages } from './languages';
import { modificationGroups } from './modification-groups';
import { isAddress } from './references';
import { branchRow, cityRow, courierRow, mainCityOf, placeRow, zoneRow, zonesOf } from './rows-branches';
import { notificationRows, pageRows, promoRow, staffRow } from './rows-content';
import { categoryRow, folderImage, groupRow, productRow } from './rows-menu';

/** The tables whose rows others point at: each new row takes its id from `NextId`. */
export type IdTable = 'merchants' | 'cities' | 'branches' | 'menu_groups' | 'categories' | 'products';
/** The next id of a table; `modifications` numbers a dish's modifier groups and choices. */
export type NextId = (table: IdTable | 'modifications') => number;

/** The merchant's own columns from merchant.json and layout.json. */
export function merchantColumns(config: FilledConfig) {
  const m = config.merchant;
  return {
    name: m.name,
    color: m.color ?? null,
    theme: m.theme ?? 'LIGHT',
    map_type: m.mapType ?? 'YANDEX',
    sms_gateway: m.smsGateway ?? 'ESKIZ',
    status_sms: m.statusSms === true,
    secrets: m.secrets ?? {},
    pos: m.pos ?? null,
    layout: config.layout,
    delivery_fiscal: config.menu.delivery ?? null,
  };
}

/** settings.json as the merchant's settings column keeps it. */
export function merchantSettings(config: FilledConfig, merchantId: number): Record<string, unknown> {
  const image = folderImage(config.merchant.sub);
  // the logo and favicon are pictures of the folder too (a full address stays as it is)
  const picture = (value: unknown) =>
    typeof value === 'string' && !isAddress(value) ? image(value) : (value ?? null);
  return {
    ...config.settings,
    logo: picture(config.settings.logo),
    favicon: picture(config.settings.favicon),
    merchantId,
  };
}

/**
 * Every row a merchant's folder makes, as the importer writes them into a fresh merchant and the
 * onboarding studio shows them without a server: pure, the ids from `next` (the importer's come
 * from the database's sequences, the studio's count from 1). A language the merchant does not
 * offer shows its main language's text. The rows' JSON columns are values, not text.
 */
export function configToRows(folder: MerchantConfig, next: NextId) {
  const config = withAllLanguages(folder);
  const image = folderImage(config.merchant.sub);
  const merchantId = next('merchants');

  /** Each entry's row with its new id, and the ids by the entries' keys. */
  const withIds = <E extends { key: string }, R extends object>(
    table: IdTable,
    entries: readonly E[],
    row: (entry: E, i: number, id: number) => R,
  ) => {
    const ids = new Map<string, number>();
    const rows = entries.map((entry, i) => {
      const id = next(table);
      ids.set(entry.key, id);
      return { id, ...row(entry, i, id) };
    });
    return [rows, ids] as const;
  };

  const [cities, cityIds] = withIds('cities', config.branches.cities, (c) => cityRow(merchantId, c));
  const merchant = {
    id: merchantId,
    sub: config.merchant.sub,
    ...merchantColumns(config),
    main_city_id: cityIds.get(mainCityOf(config)?.key ?? '') ?? null,
    settings: merchantSettings(config, merchantId),
  };
  const zones: ReturnType<typeof zoneRow>[] = [];
  const places: ReturnType<typeof placeRow>[] = [];
  const [branches, branchIds] = withIds('branches', config.branches.branches, (b, i, id) => {
    for (const z of zonesOf(b)) zones.push(zoneRow(merchantId, z, id, cityIds.get(b.city) as number));
    for (const p of b.places ?? []) places.push(placeRow(merchantId, id, p));
    return branchRow(merchantId, b, i, cityIds);
  });
  const [groups, groupIds] = withIds('menu_groups', config.menu.groups, (g, i) =>
    groupRow(merchantId, g, i, image),
  );
  const [categories, categoryIds] = withIds('categories', config.menu.categories, (c, i) =>
    categoryRow(merchantId, c, i, groupIds, image),
  );
  const [products, productIds] = withIds('products', config.menu.products, (p, i) => ({
    ...productRow(merchantId, p, i, { categoryIds, branchIds }, image),
    modification_groups: modificationGroups(p.modificationGroups ?? [], () => next('modifications')),
  }));

  return {
    merchant,
    cities,
    branches,
    zones,
    places,
    groups,
    categories,
    products,
    promos: (config.promos ?? []).map((p) => promoRow(merchantId, p)),
    ...pageRows(merchantId, config, { branchIds, categoryIds, productIds }, image),
    notifications: notificationRows(merchantId, config),
    couriers: (config.branches.couriers ?? []).map((c) => courierRow(merchantId, config, c, branchIds)),
    staff: (config.staff ?? []).map((member) => staffRow(merchantId, member, branchIds)),
  };
}

/** Every row of a folder, by table. */
export type FolderRows = ReturnType<typeof configToRows>;
