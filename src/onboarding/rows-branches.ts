import { textAndTranslations } from '../domain/localized';
import type { BranchConfig, CityConfig, CourierConfig, FilledConfig, L10n, ZoneConfig } from './config-types';
import { branchSettings } from './branch-settings';

export const zonesOf = (b: BranchConfig): ZoneConfig[] => b.zones ?? [];

/** A city's row, from branches.json's cities. */
export function cityRow(merchantId: number, c: CityConfig) {
  return {
    merchant_id: merchantId,
    key: c.key,
    name: c.name,
    description: null,
    latitude: c.latitude,
    longitude: c.longitude,
    is_main: c.isMain ?? false,
  };
}

/** The city the storefront opens on: the one marked main, else the first. */
export const mainCityOf = (config: FilledConfig): CityConfig | undefined =>
  config.branches.cities.find((c) => c.isMain) ?? config.branches.cities[0];

/** A branch's row, from branches.json's branches (the i-th: the first is the main one). */
export function branchRow(merchantId: number, b: BranchConfig, i: number, cityIds: Map<string, number>) {
  const zones = zonesOf(b);
  const address = textAndTranslations(b.address);
  return {
    merchant_id: merchantId,
    city_id: cityIds.get(b.city) as number,
    name: b.name,
    latitude: b.latitude,
    longitude: b.longitude,
    address: address.text,
    address_translations: address.translations,
    open: b.open,
    close: b.close,
    phone: b.phone ?? null,
    booking_phone: b.booking ? (b.phone ?? null) : null,
    is_main: i === 0,
    pos_ids: {
      ...(b.iikoId ? { iiko: b.iikoId } : {}),
      ...(b.joinPosterId ? { poster: b.joinPosterId } : {}),
    },
    delivery_price: zones[0]?.price ?? 0,
    settings: branchSettings(b, zones.length),
    work_hours: b.week ?? [],
    holidays: b.holidays ?? [],
    key: b.key,
    tables: b.tables ?? [],
  };
}

/** A delivery zone's row, of the branch (and its city). */
export function zoneRow(merchantId: number, z: ZoneConfig, branchId: number, cityId: number) {
  const name = textAndTranslations(z.name);
  return {
    merchant_id: merchantId,
    city_id: cityId,
    branch_id: branchId,
    name: name.text,
    name_translations: name.translations,
    polygon: z.polygon,
    color: z.color,
    price: z.price,
    min_order: z.minOrder ?? null,
    free_from: z.freeFrom ?? null,
  };
}

/** A bookable place of a branch (its name, its chairs). */
export const placeRow = (merchantId: number, branchId: number, p: { name: L10n; chairs: number }) => ({
  merchant_id: merchantId,
  branch_id: branchId,
  name: p.name,
  chairs: p.chairs,
});

/** A courier's row: they start at their branch. */
export function courierRow(
  merchantId: number,
  config: FilledConfig,
  c: CourierConfig,
  branchIds: Map<string, number>,
) {
  const home = config.branches.branches.find((b) => b.key === c.branch);
  return {
    merchant_id: merchantId,
    branch_id: branchIds.get(c.branch) ?? null,
    first_name: c.firstName,
    last_name: c.lastName ?? '',
    phone: c.phone,
    image: null,
    status: 'FREE',
    latitude: home?.latitude ?? null,
    longitude: home?.longitude ?? null,
  };
}
