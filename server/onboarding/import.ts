import type { Db } from '../db/database';
import type { MerchantConfig } from './config';

/** Imports a validated configuration as a new merchant, in one transaction. Returns its id. */
export async function importConfig(db: Db, config: MerchantConfig): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const m = config.merchant;
    const exists = await tx.selectFrom('merchants').select('id').where('sub', '=', m.sub).executeTakeFirst();
    if (exists) throw new Error(`a merchant with sub "${m.sub}" already exists`);
    const { id: merchantId } = await tx
      .insertInto('merchants')
      .values({
        sub: m.sub,
        name: m.name,
        color: m.color ?? null,
        logo: null,
        app_id: null,
        main_city_id: null,
        theme: m.theme ?? 'LIGHT',
        map_type: m.mapType ?? 'YANDEX',
        sms_gateway: m.smsGateway ?? 'ESKIZ',
        secrets: JSON.stringify(m.secrets ?? {}),
        settings: JSON.stringify({}),
        layout: JSON.stringify(config.layout),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const cityIds = new Map<string, number>();
    for (const c of config.branches.cities) {
      const { id } = await tx
        .insertInto('cities')
        .values({
          merchant_id: merchantId,
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
        settings: JSON.stringify({ ...config.settings, merchantId }),
      })
      .where('id', '=', merchantId)
      .execute();

    const branchIds = new Map<string, number>();
    for (const [i, b] of config.branches.branches.entries()) {
      const { id } = await tx
        .insertInto('branches')
        .values({
          merchant_id: merchantId,
          city_id: cityIds.get(b.city) as number,
          name: JSON.stringify(b.name),
          latitude: b.latitude,
          longitude: b.longitude,
          address: b.address,
          open: b.open,
          close: b.close,
          phone: b.phone ?? null,
          booking_phone: b.booking ? (b.phone ?? null) : null,
          is_main: i === 0,
          delivery_price: b.zones?.[0]?.price ?? 0,
          settings: JSON.stringify({
            bookingEnabled: b.booking ?? false,
            deliveryEnabled: (b.zones ?? []).length > 0,
            pickupEnabled: true,
            dineinEnabled: true,
          }),
          work_hours: JSON.stringify([]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      branchIds.set(b.key, id);
      for (const z of b.zones ?? []) {
        await tx
          .insertInto('delivery_zones')
          .values({
            merchant_id: merchantId,
            city_id: cityIds.get(b.city) as number,
            branch_id: id,
            name: z.name,
            polygon: JSON.stringify(z.polygon),
            color: z.color,
            price: z.price,
          })
          .execute();
      }
      for (const p of b.places ?? []) {
        await tx
          .insertInto('places')
          .values({ merchant_id: merchantId, branch_id: id, name: JSON.stringify(p.name), chairs: p.chairs })
          .execute();
      }
    }

    const groupIds = new Map<string, number>();
    for (const [i, g] of config.menu.groups.entries()) {
      const { id } = await tx
        .insertInto('menu_groups')
        .values({
          merchant_id: merchantId,
          name: JSON.stringify(g.name),
          icon: null,
          image: null,
          bg_color: g.bgColor ?? null,
          icon_bg_color: null,
          priority: i + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.set(g.key, id);
    }
    const categoryIds = new Map<string, number>();
    for (const [i, c] of config.menu.categories.entries()) {
      const { id } = await tx
        .insertInto('categories')
        .values({
          merchant_id: merchantId,
          group_id: c.group ? (groupIds.get(c.group) ?? null) : null,
          name: JSON.stringify(c.name),
          image: null,
          priority: i + 1,
          text_color: null,
          view_type: c.viewType ?? 'MEDIUM',
          scroll_type: c.scrollType ?? 'VERTICAL',
          is_without_cart: c.isWithoutCart ?? false,
          navigation_type: c.navigationType ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(c.key, id);
    }
    const allBranches = [...branchIds.values()];
    for (const [i, p] of config.menu.products.entries()) {
      const { id } = await tx
        .insertInto('products')
        .values({
          merchant_id: merchantId,
          category_id: categoryIds.get(p.category) as number,
          name: JSON.stringify(p.name),
          description: JSON.stringify(p.description ?? { uz: '', ru: '', eng: '' }),
          cost_price: p.price,
          discount: p.discount ?? 0,
          priority: i + 1,
          image: p.image ?? null,
          gallery: JSON.stringify(p.image ? [p.image] : []),
          type: (p.modificationGroups ?? []).length > 0 ? 'MODIFICATION' : 'NONE',
          unit: p.unit ?? 'COUNT',
          measure: p.measure ?? null,
          calorie: p.calorie ?? null,
          time_cooking_min: null,
          time_cooking_max: null,
          labels: JSON.stringify([]),
          tags: JSON.stringify([]),
          is_cart_recommendation: p.recommend ?? false,
          branches: JSON.stringify(
            p.branches ? p.branches.map((k: string) => branchIds.get(k)) : allBranches,
          ),
          modification_groups: JSON.stringify([]),
          stock: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groups = (p.modificationGroups ?? []).map(
        (
          g: { name: unknown; min: number; max: number; modifications: { name: unknown; price: number }[] },
          k: number,
        ) => ({
          id: id * 100 + (k + 1) * 10,
          name: g.name,
          min: g.min,
          max: g.max,
          modifications: g.modifications.map((mod, j) => ({
            id: id * 100 + (k + 1) * 10 + j + 1,
            name: mod.name,
            price: mod.price,
            maxCount: 1,
          })),
        }),
      );
      if (groups.length > 0)
        await tx
          .updateTable('products')
          .set({ modification_groups: JSON.stringify(groups) })
          .where('id', '=', id)
          .execute();
    }

    for (const p of config.promos ?? []) {
      await tx
        .insertInto('promos')
        .values({
          merchant_id: merchantId,
          code: p.code,
          discount_type: p.discountType,
          product_discount: p.productDiscount ?? 0,
          delivery_discount: p.deliveryDiscount ?? 0,
          min_price: p.minPrice,
          start_date: p.startDate ?? null,
          end_date: p.endDate ?? null,
          description: JSON.stringify(p.description ?? { uz: '', ru: '', eng: '' }),
        })
        .execute();
    }
    for (const [type, text] of Object.entries(config.policies ?? {})) {
      await tx
        .insertInto('policies')
        .values({ merchant_id: merchantId, type, text: JSON.stringify(text) })
        .execute();
    }
    await tx
      .insertInto('payment_methods')
      .values(
        ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'].map((type) => ({
          merchant_id: merchantId,
          type,
          name: type.toLowerCase(),
          icon: null,
          title: JSON.stringify({ uz: type, ru: type, eng: type }),
          iiko_id: null,
        })),
      )
      .execute();
    return merchantId;
  });
}
