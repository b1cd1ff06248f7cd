import { strToU8, zipSync } from 'fflate';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import type { PictureStore } from '../cdn/storage';
import type { MerchantConfig } from '../../src/onboarding/config-types';
import { isAddress } from '../../src/onboarding/references';
import { keyOf, pictureName } from './product-shape';

const defined = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;
const textOf = (text: string, translations: { uz: string; ru: string; eng: string } | null) =>
  translations ?? text;

/**
 * The merchant's folder in the onboarding format, from its rows: what applying it to another sub
 * makes again (the same cities, branches, zones, menu, promos, policies, payments and staff).
 * Secrets stay on the server (merchant.json's are empty); stories, banners and vacancies are not
 * exported yet. Pictures are the names of the picture store's originals (`<sub>-<name>`).
 */
export async function exportFolder(db: Db, merchant: Merchant): Promise<MerchantConfig> {
  const id = merchant.id;
  const [
    cities,
    branches,
    zones,
    places,
    groups,
    categories,
    products,
    promos,
    policies,
    payments,
    staff,
    couriers,
  ] = await Promise.all([
    db.selectFrom('cities').selectAll().where('merchant_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('branches')
      .selectAll()
      .where('merchant_id', '=', id)
      .orderBy('is_main', 'desc')
      .orderBy('id')
      .execute(),
    db.selectFrom('delivery_zones').selectAll().where('merchant_id', '=', id).orderBy('id').execute(),
    db.selectFrom('places').selectAll().where('merchant_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('menu_groups')
      .selectAll()
      .where('merchant_id', '=', id)
      .orderBy('priority')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('categories')
      .selectAll()
      .where('merchant_id', '=', id)
      .orderBy('priority')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products')
      .selectAll()
      .where('merchant_id', '=', id)
      .orderBy('priority')
      .orderBy('id')
      .execute(),
    db.selectFrom('promos').selectAll().where('merchant_id', '=', id).orderBy('id').execute(),
    db.selectFrom('policies').selectAll().where('merchant_id', '=', id).orderBy('type').execute(),
    db.selectFrom('payment_methods').selectAll().where('merchant_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('staff')
      .selectAll()
      .where('merchant_id', '=', id)
      .where('is_active', '=', true)
      .orderBy('id')
      .execute(),
    db.selectFrom('couriers').selectAll().where('merchant_id', '=', id).orderBy('id').execute(),
  ]);
  const picture = (name: string | null) => pictureName(merchant, name) ?? undefined;
  const cityKey = new Map(cities.map((c) => [c.id, keyOf(c, 'city')]));
  const branchKey = new Map(branches.map((b) => [b.id, b.key ?? `branch-${b.id}`]));
  const groupKey = new Map(groups.map((g) => [g.id, keyOf(g, 'group')]));
  const categoryKey = new Map(categories.map((c) => [c.id, keyOf(c, 'category')]));
  const settings = merchant.settings as Record<string, unknown>;
  const { merchantId: _, ...folderSettings } = settings;
  const asPicture = (value: unknown) =>
    typeof value === 'string' && !isAddress(value) ? picture(value) : (value ?? undefined);
  const allBranches = branches.map((b) => b.id);
  const fiscal = (f: { mxikCode: string; packageCode: string; vatPercent: number } | null | undefined) =>
    f ?? {};

  return defined({
    merchant: {
      sub: merchant.sub,
      name: merchant.name,
      color: merchant.color ?? undefined,
      theme: merchant.theme,
      mapType: merchant.map_type,
      smsGateway: merchant.sms_gateway,
      statusSms: merchant.status_sms,
      secrets: {},
    },
    settings: { ...folderSettings, logo: asPicture(settings.logo), favicon: asPicture(settings.favicon) },
    layout: merchant.layout,
    branches: {
      cities: cities.map((c) => ({
        key: keyOf(c, 'city'),
        name: c.name,
        latitude: c.latitude,
        longitude: c.longitude,
        isMain: c.is_main || undefined,
      })),
      branches: branches.map((b) => ({
        key: branchKey.get(b.id),
        city: cityKey.get(b.city_id),
        name: b.name,
        address: textOf(b.address, b.address_translations),
        latitude: b.latitude,
        longitude: b.longitude,
        open: b.open,
        close: b.close,
        week: b.work_hours.length > 0 ? b.work_hours : undefined,
        holidays: b.holidays.length > 0 ? b.holidays : undefined,
        phone: b.phone ?? undefined,
        booking: b.settings.bookingEnabled || undefined,
        cookMinutes: typeof b.settings.cookMinutes === 'number' ? b.settings.cookMinutes : undefined,
        places: places.filter((p) => p.branch_id === b.id).map((p) => ({ name: p.name, chairs: p.chairs })),
        zones: zones
          .filter((z) => z.branch_id === b.id)
          .map((z) => ({
            name: textOf(z.name, z.name_translations),
            price: z.price,
            minOrder: z.min_order ?? undefined,
            freeFrom: z.free_from ?? undefined,
            color: z.color,
            polygon: z.polygon,
          })),
        services: {
          delivery:
            b.settings.deliveryEnabled || zones.every((z) => z.branch_id !== b.id) ? undefined : false,
          pickup: b.settings.pickupEnabled,
          dineIn: b.settings.dineinEnabled,
        },
        tables: b.tables.length > 0 ? b.tables : undefined,
      })),
      couriers: couriers
        .filter((c) => c.branch_id !== null)
        .map((c) => ({
          branch: branchKey.get(c.branch_id as number),
          firstName: c.first_name,
          lastName: c.last_name || undefined,
          phone: c.phone,
        })),
    },
    menu: {
      groups: groups.map((g) => ({
        key: keyOf(g, 'group'),
        name: g.name,
        bgColor: g.bg_color ?? undefined,
        icon: picture(g.icon),
        iconBgColor: g.icon_bg_color ?? undefined,
        image: picture(g.image),
      })),
      categories: categories.map((c) => ({
        key: keyOf(c, 'category'),
        group: c.group_id ? groupKey.get(c.group_id) : undefined,
        name: c.name,
        viewType: c.view_type,
        scrollType: c.scroll_type,
        navigationType: c.navigation_type ?? undefined,
        isWithoutCart: c.is_without_cart || undefined,
        image: picture(c.image),
        textColor: c.text_color ?? undefined,
        hidden: c.hidden || undefined,
      })),
      products: products.map((p) => ({
        key: keyOf(p, 'dish'),
        category: categoryKey.get(p.category_id),
        name: p.name,
        description: Object.values(p.description).some((t) => t) ? p.description : undefined,
        price: p.cost_price,
        discount: p.discount || undefined,
        image: picture(p.image),
        gallery: p.gallery.length > 1 ? p.gallery.map((g) => picture(g)) : undefined,
        unit: p.unit,
        measure: p.measure ?? undefined,
        calorie: p.calorie ?? undefined,
        recommend: p.is_cart_recommendation || undefined,
        branches:
          p.branches.length === allBranches.length && allBranches.every((b) => p.branches.includes(b))
            ? undefined
            : p.branches.map((b) => branchKey.get(b)),
        modificationGroups:
          p.modification_groups.length > 0
            ? p.modification_groups.map((g) => ({
                name: g.name,
                min: g.min,
                max: g.max,
                modifications: g.modifications.map((m) => ({
                  name: m.name,
                  price: m.price,
                  default: (m as { isDefault?: boolean }).isDefault || undefined,
                  ...fiscal(m.fiscal),
                })),
              }))
            : undefined,
        cookingTime:
          p.time_cooking_min !== null && p.time_cooking_max !== null
            ? { min: p.time_cooking_min, max: p.time_cooking_max }
            : undefined,
        labels: p.labels.length > 0 ? p.labels : undefined,
        tags: p.tags.length > 0 ? p.tags : undefined,
        active: p.active ? undefined : false,
        rating:
          p.grade_count > 0 ? { average: p.grade_sum / p.grade_count, count: p.grade_count } : undefined,
        channels: p.channels,
        telegramPrice: p.telegram_price ?? undefined,
        ...fiscal(p.fiscal),
      })),
      delivery: merchant.delivery_fiscal ?? undefined,
    },
    promos: promos.map((p) => ({
      code: p.code,
      discountType: p.discount_type,
      productDiscount: p.product_discount,
      deliveryDiscount: p.delivery_discount,
      minPrice: p.min_price,
      startDate: p.start_date ? new Date(p.start_date).toISOString() : undefined,
      endDate: p.end_date ? new Date(p.end_date).toISOString() : undefined,
      description: p.description,
      active: p.is_active,
      firstOrderOnly: p.first_order_only || undefined,
      perCustomerLimit: p.per_customer_limit ?? undefined,
      usesLimit: p.uses_limit ?? undefined,
    })),
    policies: Object.fromEntries(policies.map((p) => [p.type, p.text])),
    payments: payments.map((p) => ({ type: p.type, title: p.title, web: p.web_enabled, bot: p.bot_enabled })),
    staff: staff.map((s) => ({ phone: s.phone, name: s.name, role: s.role })),
  }) as unknown as MerchantConfig;
}

/** Every picture the folder names, read from the picture store (a missing one is left out). */
function picturesOf(config: MerchantConfig): string[] {
  const names = new Set<string>();
  const add = (n: unknown) => typeof n === 'string' && !isAddress(n) && names.add(n);
  add(config.settings.logo);
  add(config.settings.favicon);
  for (const g of config.menu.groups) [g.icon, g.image].forEach(add);
  for (const c of config.menu.categories) add(c.image);
  for (const p of config.menu.products) [p.image, ...(p.gallery ?? [])].forEach(add);
  return [...names];
}

/** The folder as a zip: `<sub>/<file>.json` and `<sub>/images/…`, as the studio and the CLI read it. */
export async function folderZip(db: Db, merchant: Merchant, pictures: PictureStore): Promise<Buffer> {
  const config = await exportFolder(db, merchant);
  const entries: Record<string, Uint8Array> = {};
  const { images: _, ...files } = config;
  for (const [name, doc] of Object.entries(files))
    if (doc !== undefined)
      entries[`${merchant.sub}/${name}.json`] = strToU8(`${JSON.stringify(doc, null, 2)}\n`);
  for (const name of picturesOf(config)) {
    const bytes = await pictures.read(`${merchant.sub}-${name}`);
    if (bytes) entries[`${merchant.sub}/images/${name}`] = new Uint8Array(bytes);
  }
  return Buffer.from(zipSync(entries));
}
