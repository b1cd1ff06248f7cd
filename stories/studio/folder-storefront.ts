import {
  toBranch,
  toCategory,
  toCity,
  toGroup,
  toMerchant,
  toProduct,
  toPromo,
  toSettings,
  toZone,
} from '../../src/catalog/mappers';
import { offeredOn, priceOn, type Channel } from '../../src/catalog/channel';
import type { Branch, Merchant, Product } from '../../src/catalog/rows';
import type { MerchantConfig } from '../../src/onboarding/config';
import { configToRows, type NextId } from '../../src/onboarding/folder-rows';
import { offeredPayments } from '../../src/domain/payments';
import { buildMenu } from '../../src/domain/menu';
import type { components } from '../../src/api/schema';
import type { StorefrontFixture } from '../support/fixtures';

type S = components['schemas'];
type L10n = { uz: string; ru: string; eng: string };
/** Where the database's modifier sequence starts (migration 007). */
const FIRST_MODIFICATION_ID = 300_000_000;

/**
 * What the API would answer for a configuration folder once imported: the onboarding studio's
 * storefront without a server. The folder's rows are the ones `npm run merchant -- import` writes
 * (`configToRows`, shared with the importer), and the server's own mappers and menu builder turn
 * them into the contract's shapes (folder-storefront.test.ts holds this to the fixtures the real
 * server generates). Ids count from 1 in the folder's order, as in a fresh database.
 */
export function folderStorefront(folder: MerchantConfig, now = new Date()): StorefrontFixture {
  const counters = new Map<string, number>();
  const next: NextId = (table) => {
    const id = counters.get(table) ?? (table === 'modifications' ? FIRST_MODIFICATION_ID : 1);
    counters.set(table, id + 1);
    return id;
  };
  const rows = configToRows(folder, next);
  const stamp = now.toISOString();
  // what the database fills in for a new row
  const created = { created_date: now, last_modified_date: now };
  const merchantRow: Merchant = {
    ...rows.merchant,
    logo: null,
    app_id: null,
    is_active: true,
    deleted: false,
    folder_version: 1,
    latitude: 41.32,
    longitude: 69.24,
    ...created,
  };
  const merchantId = merchantRow.id;
  const branchRows: Branch[] = rows.branches.map((b) => ({
    ...b,
    is_active: true,
    paused_until: null,
    extra_minutes: 0,
    ...created,
  }));
  const productRows: Product[] = rows.products;

  // as the server answers the menu: the web's, or the Mini App's (type=TG)
  const menuFor = (channel: Channel) =>
    buildMenu({
      groups: rows.groups.map(toGroup),
      categories: rows.categories.map(toCategory),
      products: productRows
        .filter((p) => offeredOn(p, channel))
        .map((p) => toProduct({ ...p, cost_price: priceOn(p, channel) })),
      branches: branchRows.map((b) => ({ id: b.id, isActive: b.is_active })),
      branchId: null,
    }) as S['Overall'];

  // content items are numbered in the order they are written: stories, banners, vacancies
  const content = rows.contentItems.map((item, i) => ({ ...item, id: i + 1 }));
  const stories = content.flatMap((c) => (c.kind === 'STORY' ? [{ ...c.data, id: c.id }] : []));
  const banners = content.flatMap((c) => (c.kind === 'BANNER' ? [{ ...c.data, id: c.id }] : []));
  const vacancies = content.flatMap((c) => (c.kind === 'VACANCY' ? [{ ...c.data, id: c.id }] : []));
  const live = (p: (typeof rows.promos)[number]) =>
    p.is_active && (!p.start_date || p.start_date <= now) && (!p.end_date || p.end_date >= now);
  const promos = rows.promos
    .map((p, i) => ({ ...p, id: i + 1 }))
    .filter(live)
    .map(toPromo);
  const payments = rows.paymentMethods.map((p) => ({
    type: p.type,
    webEnabled: p.web_enabled,
    botEnabled: p.bot_enabled,
    isActive: true,
  }));
  const settings = toSettings(merchantRow);
  const offered = new Set([
    ...offeredPayments(payments, settings, 'WEB'),
    ...offeredPayments(payments, settings, 'BOT'),
  ]);

  return {
    merchant: { ...toMerchant(merchantRow), createdDate: stamp, lastModifiedDate: stamp },
    settings,
    layout: rows.merchant.layout as S['LayoutDocument'],
    cities: rows.cities.map(toCity),
    branches: branchRows.map((b) => toBranch(b, null, now)),
    zones: rows.zones.map((z, i) => toZone({ ...z, id: i + 1 })),
    menu: menuFor('WEB'),
    telegramMenu: menuFor('TG'),
    stories: settings.storiesActive === true ? stories : [],
    banners: settings.bannersActive === true ? banners : [],
    promos,
    policies: Object.fromEntries(rows.policies.map((p) => [p.type, p.text])) as Record<string, L10n>,
    vacancies,
    payments: payments
      .filter((p) => offered.has(p.type))
      .map((p, i) => ({
        method: { id: i + 1, name: p.type.toLowerCase(), type: p.type },
        setting: { id: i + 1, merchantId, ...p },
      })),
  };
}
