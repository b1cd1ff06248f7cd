import { branchSettings } from '../../server/onboarding/branch-settings';
import { withAllLanguages } from '../../server/onboarding/languages';
import { toBranch, toMerchant, toProduct, toPromo, toSettings } from '../../server/http/mappers';
import { offeredOn, priceOn, type Channel } from '../../server/orders/channel';
import type { Branch, Merchant, Product, Promo } from '../../server/db/schema';
import type { MerchantConfig } from '../../server/onboarding/config';
import { isAddress } from '../../server/onboarding/references';
import {
  fiscalCodes,
  modificationGroups,
  type ModificationGroupSpec,
} from '../../server/onboarding/modification-groups';
import { offeredPayments } from '../../src/domain/payments';
import { buildMenu } from '../../src/domain/menu';
import { textAndTranslations } from '../../src/domain/localized';
import type { components } from '../../src/api/schema';
import type { StorefrontFixture } from '../support/fixtures';

type S = components['schemas'];
type L10n = { uz: string; ru: string; eng: string };
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const EMPTY: L10n = { uz: '', ru: '', eng: '' };
const PAYMENT_TYPES = ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'] as const;

/**
 * What the API would answer for a configuration folder once imported: the onboarding studio's
 * storefront without a server. The folder's values become the rows `npm run merchant -- import`
 * writes, and the server's own mappers and menu builder turn them into the contract's shapes
 * (folder-storefront.test.ts holds this to the fixtures the real server generates).
 * Ids count from 1 in the folder's order, as in a fresh database; pictures are named as the
 * importer names them on the CDN (`<sub>-<file>`).
 */
export function folderStorefront(folder: MerchantConfig, now = new Date()): StorefrontFixture {
  // as the importer writes it: a language the merchant does not offer shows its main language's text
  const config = withAllLanguages(folder);
  const m = config.merchant as Any;
  const picture = (name: string | undefined | null) => (name ? `${m.sub}-${name}` : null);
  const folderPicture = (value: unknown) =>
    typeof value === 'string' && !isAddress(value) ? picture(value) : (value ?? null);
  const stamp = now.toISOString();
  const merchantId = 1;

  const cityIds = new Map<string, number>();
  const cities: S['City'][] = (config.branches.cities as Any[]).map((c, i) => {
    cityIds.set(c.key, i + 1);
    return {
      id: i + 1,
      name: c.name,
      latitude: c.latitude,
      longitude: c.longitude,
      isMain: c.isMain ?? false,
      description: null,
    };
  });
  const mainCity = (config.branches.cities as Any[]).find((c) => c.isMain) ?? config.branches.cities[0];
  const settingsDoc = {
    ...config.settings,
    logo: folderPicture(config.settings.logo),
    favicon: folderPicture(config.settings.favicon),
    merchantId,
  };
  const merchantRow = {
    id: merchantId,
    sub: m.sub,
    name: m.name,
    logo: null,
    color: m.color ?? null,
    app_id: null,
    sms_gateway: m.smsGateway ?? 'ESKIZ',
    is_active: true,
    deleted: false,
    latitude: 41.32,
    longitude: 69.24,
    main_city_id: mainCity ? (cityIds.get(mainCity.key) ?? null) : null,
    map_type: m.mapType ?? 'YANDEX',
    theme: m.theme ?? 'LIGHT',
    secrets: {},
    settings: settingsDoc,
    layout: config.layout,
    created_date: now,
    last_modified_date: now,
  } as unknown as Merchant;

  const branchIds = new Map<string, number>();
  const branchRows: Branch[] = [];
  const zones: S['DeliveryZone'][] = [];
  for (const [i, b] of (config.branches.branches as Any[]).entries()) {
    const id = i + 1;
    branchIds.set(b.key, id);
    const branchZones: Any[] = b.zones ?? [];
    branchRows.push({
      id,
      merchant_id: merchantId,
      city_id: cityIds.get(b.city) as number,
      name: b.name,
      latitude: b.latitude,
      longitude: b.longitude,
      address: textAndTranslations(b.address).text,
      address_translations: textAndTranslations(b.address).translations,
      open: b.open,
      close: b.close,
      phone: b.phone ?? null,
      booking_phone: b.booking ? (b.phone ?? null) : null,
      is_active: true,
      is_main: i === 0,
      delivery_price: branchZones[0]?.price ?? 0,
      settings: branchSettings(b, branchZones.length),
      work_hours: [],
      key: b.key,
      tables: b.tables ?? [],
      paused_until: null,
      extra_minutes: 0,
      created_date: now,
      last_modified_date: now,
    } as unknown as Branch);
    for (const z of branchZones)
      zones.push({
        id: zones.length + 1,
        cityId: cityIds.get(b.city) as number,
        merchantId,
        branchId: id,
        name: textAndTranslations(z.name).text,
        nameTranslations: textAndTranslations(z.name).translations,
        polygon: z.polygon,
        color: z.color,
        price: z.price,
      } as S['DeliveryZone']);
  }

  const groupIds = new Map<string, number>();
  const groups = (config.menu.groups as Any[]).map((g, i) => {
    groupIds.set(g.key, i + 1);
    return {
      id: i + 1,
      icon: picture(g.icon),
      image: picture(g.image),
      bgColor: g.bgColor ?? null,
      iconBgColor: g.iconBgColor ?? null,
      priority: i + 1,
      name: g.name,
    };
  });
  const categoryIds = new Map<string, number>();
  const categories = (config.menu.categories as Any[]).map((c, i) => {
    categoryIds.set(c.key, i + 1);
    return {
      id: i + 1,
      image: picture(c.image),
      groupId: c.group ? (groupIds.get(c.group) ?? null) : null,
      priority: i + 1,
      name: c.name,
      textColor: c.textColor ?? null,
      viewType: c.viewType ?? 'MEDIUM',
      isWithoutCart: c.isWithoutCart ?? false,
      scrollType: c.scrollType ?? 'VERTICAL',
      navigationType: c.navigationType ?? null,
    } as S['Category'];
  });
  let modificationId = 300_000_000;
  const productIds = new Map<string, number>();
  const productRows = (config.menu.products as Any[]).map((p, i) => {
    productIds.set(p.key, i + 1);
    const specs: ModificationGroupSpec[] = p.modificationGroups ?? [];
    const row = {
      id: i + 1,
      merchant_id: merchantId,
      category_id: categoryIds.get(p.category) as number,
      name: p.name,
      description: p.description ?? EMPTY,
      cost_price: p.price,
      discount: p.discount ?? 0,
      priority: i + 1,
      image: picture(p.image ?? p.gallery?.[0]),
      gallery: ((p.gallery ?? (p.image ? [p.image] : [])) as string[]).map(picture),
      type: specs.length > 0 ? 'MODIFICATION' : 'NONE',
      unit: p.unit ?? 'COUNT',
      measure: p.measure ?? null,
      calorie: p.calorie ?? null,
      time_cooking_min: p.cookingTime?.min ?? null,
      time_cooking_max: p.cookingTime?.max ?? null,
      labels: p.labels ?? [],
      tags: p.tags ?? [],
      is_cart_recommendation: p.recommend ?? false,
      active: p.active ?? true,
      channels: p.channels ?? ['WEB', 'TG'],
      telegram_price: p.telegramPrice ?? null,
      branches: p.branches ? (p.branches as string[]).map((k) => branchIds.get(k)) : [...branchIds.values()],
      modification_groups: modificationGroups(specs, () => modificationId++),
      stock: null,
      grade_sum: p.rating ? Math.round(p.rating.average * p.rating.count) : 0,
      grade_count: p.rating?.count ?? 0,
      fiscal: fiscalCodes(p),
    } as unknown as Product;
    return row;
  });
  // as the server answers the menu: the web's, or the Mini App's (type=TG)
  const menuFor = (channel: Channel) =>
    buildMenu({
      groups,
      categories,
      products: productRows
        .filter((p) => offeredOn(p, channel))
        .map((p) => toProduct({ ...p, cost_price: priceOn(p, channel) })),
      branches: branchRows.map((b) => ({ id: b.id, isActive: b.is_active })),
      branchId: null,
    }) as unknown as S['Overall'];
  const menu = menuFor('WEB');
  const telegramMenu = menuFor('TG');

  const content = (config.content ?? {}) as Any;
  let contentId = 0;
  const stories: S['Story'][] = (content.stories ?? []).map((s: Any) => ({
    id: ++contentId,
    title: s.title,
    image: picture(s.image),
    slides: (s.slides as Any[]).map((slide) => ({ image: picture(slide.image), text: slide.text })),
  }));
  const banners: S['Banner'][] = (content.banners ?? []).map((b: Any) => ({
    id: ++contentId,
    title: b.title,
    image: picture(b.image),
    linkType: b.link?.type ?? null,
    linkId:
      (b.link?.type === 'PRODUCT'
        ? productIds.get(b.link.key)
        : b.link?.type === 'CATEGORY'
          ? categoryIds.get(b.link.key)
          : undefined) ?? null,
  }));
  const vacancies = (content.vacancies ?? []).map((v: Any) => ({
    id: ++contentId,
    title: v.title,
    description: v.description,
    conditions: v.conditions ?? EMPTY,
    salary: v.salary ?? '',
    branchId: v.branch ? (branchIds.get(v.branch) ?? null) : null,
    phone: v.phone ?? null,
    telegram: v.telegram ?? null,
  }));
  const live = (p: Any) =>
    (p.active ?? true) &&
    (!p.startDate || new Date(p.startDate) <= now) &&
    (!p.endDate || new Date(p.endDate) >= now);
  const promos = ((config.promos ?? []) as Any[]).filter(live).map((p, i) =>
    toPromo({
      id: i + 1,
      merchant_id: merchantId,
      code: p.code,
      discount_type: p.discountType,
      product_discount: p.productDiscount ?? 0,
      delivery_discount: p.deliveryDiscount ?? 0,
      min_price: p.minPrice,
      start_date: p.startDate ? new Date(p.startDate) : null,
      end_date: p.endDate ? new Date(p.endDate) : null,
      is_active: true,
      description: p.description ?? EMPTY,
      first_order_only: p.firstOrderOnly ?? false,
      per_customer_limit: p.perCustomerLimit ?? null,
    } as Promo),
  );
  const payments = ((config.payments ?? PAYMENT_TYPES.map((type) => ({ type }))) as Any[]).map((p) => ({
    type: p.type,
    webEnabled: p.web ?? true,
    botEnabled: p.bot ?? true,
    isActive: true,
  }));
  const offered = new Set([
    ...offeredPayments(payments, settingsDoc as never, 'WEB'),
    ...offeredPayments(payments, settingsDoc as never, 'BOT'),
  ]);

  return {
    merchant: { ...toMerchant(merchantRow), createdDate: stamp, lastModifiedDate: stamp },
    settings: toSettings(merchantRow),
    layout: config.layout,
    cities,
    branches: branchRows.map((b) => toBranch(b, null, now)),
    zones,
    menu,
    telegramMenu,
    stories: config.settings.storiesActive === true ? stories : [],
    banners: config.settings.bannersActive === true ? banners : [],
    promos,
    policies: (config.policies ?? {}) as Record<string, L10n>,
    vacancies,
    payments: payments
      .filter((p) => offered.has(p.type))
      .map((p, i) => ({
        method: { id: i + 1, name: p.type.toLowerCase(), type: p.type },
        setting: { id: i + 1, merchantId, ...p },
      })),
  };
}
