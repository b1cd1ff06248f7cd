import { textAndTranslations, type LocalizedText } from '../domain/localized';
import type { MerchantConfig } from './config-types';
import { branchSettings } from './branch-settings';

/** A delivery zone as branches.json writes it. */
export interface ZoneConfig {
  name: string | LocalizedText;
  polygon: number[][];
  color: string;
  price: number;
  minOrder?: number;
  freeFrom?: number;
}

type CityConfig = MerchantConfig['branches']['cities'][number];
type BranchConfig = MerchantConfig['branches']['branches'][number];
type L10n = { uz: string; ru: string; eng: string };

export const zonesOf = (b: BranchConfig): ZoneConfig[] => b.zones ?? [];

/** A city's row, from branches.json's cities. */
export function cityRow(merchantId: number, c: CityConfig) {
  return {
    merchant_id: merchantId,
    key: c.key as string,
    name: c.name as L10n,
    description: null,
    latitude: c.latitude as number,
    longitude: c.longitude as number,
    is_main: (c.isMain as boolean | undefined) ?? false,
  };
}

/** The city the storefront opens on: the one marked main, else the first. */
export const mainCityOf = (config: MerchantConfig): CityConfig =>
  config.branches.cities.find((c: { isMain?: boolean }) => c.isMain) ?? config.branches.cities[0];

/** A branch's row, from branches.json's branches (the i-th: the first is the main one). */
export function branchRow(merchantId: number, b: BranchConfig, i: number, cityIds: Map<string, number>) {
  const zones = zonesOf(b);
  const address = textAndTranslations(b.address);
  return {
    merchant_id: merchantId,
    city_id: cityIds.get(b.city) as number,
    name: b.name as L10n,
    latitude: b.latitude as number,
    longitude: b.longitude as number,
    address: address.text,
    address_translations: address.translations,
    open: b.open as string,
    close: b.close as string,
    phone: (b.phone as string | undefined) ?? null,
    booking_phone: b.booking ? ((b.phone as string | undefined) ?? null) : null,
    is_main: i === 0,
    delivery_price: zones[0]?.price ?? 0,
    settings: branchSettings(b, zones.length),
    work_hours: [],
    key: b.key as string,
    tables: (b.tables ?? []) as { id: number; name?: L10n }[],
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
  config: MerchantConfig,
  c: MerchantConfig['branches']['couriers'][number],
  branchIds: Map<string, number>,
) {
  const home = config.branches.branches.find((b: { key: string }) => b.key === c.branch);
  return {
    merchant_id: merchantId,
    branch_id: branchIds.get(c.branch) ?? null,
    first_name: c.firstName as string,
    last_name: (c.lastName as string | undefined) ?? '',
    phone: c.phone as string,
    image: null,
    status: 'FREE',
    latitude: (home?.latitude as number | undefined) ?? null,
    longitude: (home?.longitude as number | undefined) ?? null,
  };
}
