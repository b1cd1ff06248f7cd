import { developmentBotToken } from '../auth/telegram';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { CATEGORIES, DISHES, GROUPS, LABELS, type Dish, type L10n } from './dishes';
import { bannerSvg, foodSvg } from './food-art';
import { MERCHANTS, type BranchSeed, type MerchantSeed } from './merchants';
import { policyTexts, storySeeds, vacancySeeds } from './content';

export interface SeedOptions {
  imagesDir: string;
  now?: Date;
}

/** Seeds the demo merchants once, on an empty database. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  mkdirSync(options.imagesDir, { recursive: true });
  await db.transaction().execute(async (tx) => {
    for (const merchant of MERCHANTS) await seedMerchant(tx, merchant, options);
  });
  return true;
}

/** A hexagon-ish closed ring of [lat, lon] around a point, `km` in radius. */
export function ringAround(lat: number, lon: number, km: number, sides = 8): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i < sides; i++) {
    const a = (i / sides) * Math.PI * 2;
    const dLat = (km / 111.32) * Math.sin(a);
    const dLon = (km / (111.32 * Math.cos((lat * Math.PI) / 180))) * Math.cos(a);
    ring.push([Number((lat + dLat).toFixed(6)), Number((lon + dLon).toFixed(6))]);
  }
  ring.push([...(ring[0] as number[])]);
  return ring;
}

const price = (n: number, factor: number) => Math.round((n * factor) / 1000) * 1000;

function modificationGroups(dish: Dish, productId: number, factor: number) {
  const g = (n: number, name: L10n, min: number, max: number, mods: [L10n, number][]) => ({
    id: productId * 100 + n * 10,
    name,
    min,
    max,
    modifications: mods.map(([mName, p], i) => ({
      id: productId * 100 + n * 10 + i + 1,
      name: mName,
      price: price(p, factor),
      maxCount: 1,
    })),
  });
  switch (dish.extras) {
    case 'plov':
      return [
        g(1, { uz: 'Porsiya', ru: 'Порция', eng: 'Portion' }, 1, 1, [
          [{ uz: '1 porsiya', ru: '1 порция', eng: '1 portion' }, 0],
          [{ uz: '1,5 porsiya', ru: '1,5 порции', eng: '1.5 portions' }, 20000],
        ]),
        g(2, { uz: "Qo'shimchalar", ru: 'Добавки', eng: 'Extras' }, 0, 2, [
          [{ uz: 'Qazi', ru: 'Казы', eng: 'Kazy sausage' }, 12000],
          [{ uz: 'Bedana tuxumi', ru: 'Перепелиное яйцо', eng: 'Quail egg' }, 4000],
          [{ uz: 'Achchiq qalampir', ru: 'Острый перец', eng: 'Hot pepper' }, 2000],
        ]),
      ];
    case 'noodles':
      return [
        g(1, { uz: 'Achchiqligi', ru: 'Острота', eng: 'Spiciness' }, 1, 1, [
          [{ uz: 'Achchiq emas', ru: 'Не острый', eng: 'Mild' }, 0],
          [{ uz: 'Achchiq', ru: 'Острый', eng: 'Hot' }, 0],
        ]),
        g(2, { uz: "Qo'shimchalar", ru: 'Добавки', eng: 'Extras' }, 0, 2, [
          [{ uz: "Qo'shimcha go'sht", ru: 'Больше мяса', eng: 'Extra meat' }, 10000],
          [{ uz: 'Tuxum', ru: 'Яйцо', eng: 'Egg' }, 3000],
        ]),
      ];
    case 'grill':
      return [
        g(1, { uz: 'Garnir', ru: 'Гарнир', eng: 'Side' }, 0, 1, [
          [{ uz: 'Kartoshka fri', ru: 'Картофель фри', eng: 'French fries' }, 9000],
          [{ uz: 'Guruch', ru: 'Рис', eng: 'Rice' }, 7000],
        ]),
        g(2, { uz: 'Sous', ru: 'Соус', eng: 'Sauce' }, 0, 2, [
          [{ uz: 'Ketchup', ru: 'Кетчуп', eng: 'Ketchup' }, 3000],
          [{ uz: 'Achchiq sous', ru: 'Острый соус', eng: 'Hot sauce' }, 4000],
          [{ uz: 'Qatiq', ru: 'Катык', eng: 'Yoghurt' }, 5000],
        ]),
      ];
    case 'drink':
      return [
        g(1, { uz: 'Hajmi', ru: 'Объём', eng: 'Size' }, 1, 1, [
          [{ uz: '0,5 l', ru: '0,5 л', eng: '0.5 l' }, 0],
          [{ uz: '1 l', ru: '1 л', eng: '1 l' }, 6000],
        ]),
      ];
    default:
      return [];
  }
}

async function seedMerchant(tx: Db, m: MerchantSeed, options: SeedOptions) {
  const now = options.now ?? new Date();
  const image = (name: string, svg: string) => {
    writeFileSync(join(options.imagesDir, name), svg);
    return name;
  };
  const { id: merchantId } = await tx
    .insertInto('merchants')
    .values({
      sub: m.sub,
      name: m.name,
      color: m.color,
      logo: null,
      app_id: null,
      main_city_id: null,
      theme: m.theme,
      map_type: m.mapType,
      sms_gateway: 'ESKIZ',
      secrets: JSON.stringify({
        botToken: developmentBotToken(m.sub),
        smsUsername: null,
        smsPassword: null,
        yandexDeliveryKey: null,
        iikoApiLogin: null,
      }),
      settings: JSON.stringify({}),
      layout: JSON.stringify(m.layout),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const { id: cityId } = await tx
    .insertInto('cities')
    .values({
      merchant_id: merchantId,
      name: JSON.stringify({ uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' }),
      description: null,
      latitude: 41.311,
      longitude: 69.279,
      is_main: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('cities')
    .values({
      merchant_id: merchantId,
      name: JSON.stringify({ uz: 'Toshkent viloyati', ru: 'Ташкентская область', eng: 'Tashkent region' }),
      description: null,
      latitude: 41.22,
      longitude: 69.86,
      is_main: false,
    })
    .execute();
  await tx
    .updateTable('merchants')
    .set({ main_city_id: cityId, settings: JSON.stringify({ ...m.settings, merchantId }) })
    .where('id', '=', merchantId)
    .execute();

  const branchIds: number[] = [];
  for (const [i, b] of m.branches.entries())
    branchIds.push(await seedBranch(tx, merchantId, cityId, b, i === 0));

  const groupIds = new Map<string, number>();
  for (const [i, g] of GROUPS.entries()) {
    const { id } = await tx
      .insertInto('menu_groups')
      .values({
        merchant_id: merchantId,
        name: JSON.stringify(g.name),
        icon: null,
        image: null,
        bg_color: g.bgColor,
        icon_bg_color: null,
        priority: i + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(g.key, id);
  }
  const categoryIds = new Map<string, number>();
  for (const [i, c] of CATEGORIES.entries()) {
    const [viewType, scrollType] = m.viewTypes[c.key] ?? ['MEDIUM', 'VERTICAL'];
    const { id } = await tx
      .insertInto('categories')
      .values({
        merchant_id: merchantId,
        group_id: groupIds.get(c.group) ?? null,
        name: JSON.stringify(c.name),
        image: null,
        priority: c.key === 'soon' ? 99 : i + 1,
        text_color: null,
        view_type: viewType,
        scroll_type: scrollType,
        is_without_cart: c.key === 'soon',
        navigation_type: c.key === 'drinks' && m.sub === 'demo' ? 'POP_UP' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(c.key, id);
  }

  const productIds: number[] = [];
  for (const [i, dish] of DISHES.entries()) {
    const art = image(`${m.sub}-${dish.key}.svg`, foodSvg(dish.art, i + 1 + m.sub.length * 101, m.tint));
    const gallery = [
      art,
      image(`${m.sub}-${dish.key}-2.svg`, foodSvg(dish.art, i + 500 + m.sub.length, undefined)),
    ];
    // The last branch lacks the grill, so choosing it changes the menu.
    const branches = dish.category === 'grill' ? branchIds.slice(0, -1) : branchIds;
    const { id } = await tx
      .insertInto('products')
      .values({
        merchant_id: merchantId,
        category_id: categoryIds.get(dish.category) as number,
        name: JSON.stringify(dish.name),
        description: JSON.stringify(dish.description),
        cost_price: price(dish.price, m.priceFactor),
        discount: dish.discount ?? 0,
        priority: i + 1,
        image: art,
        gallery: JSON.stringify(gallery),
        type: dish.extras && dish.extras !== 'none' ? 'MODIFICATION' : 'NONE',
        unit: dish.unit ?? 'COUNT',
        measure: dish.measure ?? null,
        calorie: dish.calorie ?? null,
        time_cooking_min: dish.cook?.[0] ?? 10,
        time_cooking_max: dish.cook?.[1] ?? 20,
        labels: JSON.stringify((dish.labels ?? []).map((k) => LABELS[k])),
        tags: JSON.stringify([dish.category]),
        is_cart_recommendation: dish.recommend ?? false,
        active: true,
        branches: JSON.stringify(branches),
        modification_groups: JSON.stringify([]),
        stock: null,
        grade_sum: (i % 4) + 4 * 3 + 3,
        grade_count: 4,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.push(id);
    const groups = modificationGroups(dish, id, m.priceFactor);
    if (groups.length > 0)
      await tx
        .updateTable('products')
        .set({ modification_groups: JSON.stringify(groups) })
        .where('id', '=', id)
        .execute();
  }

  const day = 24 * 3600 * 1000;
  const promos = [
    {
      code: 'WELCOME',
      discount_type: 'AMOUNT',
      product_discount: 30000,
      delivery_discount: 0,
      min_price: 150000,
      start_date: new Date(now.getTime() - 30 * day),
      end_date: new Date(now.getTime() + 365 * day),
      is_active: true,
      description: JSON.stringify({
        uz: "150 000 so'mdan ortiq buyurtmaga 30 000 so'm chegirma",
        ru: 'Скидка 30 000 сум на заказ от 150 000 сум',
        eng: '30,000 sum off an order over 150,000 sum',
      }),
    },
    {
      code: 'OSH10',
      discount_type: 'PERCENTAGE',
      product_discount: 10,
      delivery_discount: 0,
      min_price: 50000,
      start_date: new Date(now.getTime() - 30 * day),
      end_date: new Date(now.getTime() + 365 * day),
      is_active: true,
      description: JSON.stringify({
        uz: "50 000 so'mdan ortiq buyurtmaga 10% chegirma",
        ru: 'Скидка 10% на заказ от 50 000 сум',
        eng: '10% off an order over 50,000 sum',
      }),
    },
    {
      code: 'FREEDELIVERY',
      discount_type: 'PERCENTAGE',
      product_discount: 0,
      delivery_discount: 100,
      min_price: 100000,
      start_date: null,
      end_date: null,
      is_active: true,
      description: JSON.stringify({
        uz: "100 000 so'mdan ortiq buyurtmaga bepul yetkazib berish",
        ru: 'Бесплатная доставка при заказе от 100 000 сум',
        eng: 'Free delivery on orders over 100,000 sum',
      }),
    },
    {
      code: 'SUMMER',
      discount_type: 'AMOUNT',
      product_discount: 20000,
      delivery_discount: 0,
      min_price: 0,
      start_date: new Date(now.getTime() - 120 * day),
      end_date: new Date(now.getTime() - 30 * day),
      is_active: true,
      description: JSON.stringify({
        uz: 'Yozgi aksiya (tugagan)',
        ru: 'Летняя акция (завершена)',
        eng: 'Summer offer (ended)',
      }),
    },
    {
      code: 'PAUSED',
      discount_type: 'AMOUNT',
      product_discount: 15000,
      delivery_discount: 0,
      min_price: 0,
      start_date: null,
      end_date: null,
      is_active: false,
      description: JSON.stringify({ uz: "To'xtatilgan", ru: 'Приостановлена', eng: 'Paused' }),
    },
  ];
  await tx
    .insertInto('promos')
    .values(promos.map((p) => ({ ...p, merchant_id: merchantId })))
    .execute();

  const texts = policyTexts(m.name);
  await tx
    .insertInto('policies')
    .values(texts.map((p) => ({ merchant_id: merchantId, type: p.type, text: JSON.stringify(p.text) })))
    .execute();

  const titles: Record<string, L10n> = {
    CASH: { uz: 'Naqd', ru: 'Наличные', eng: 'Cash' },
    TERMINAL: { uz: 'Terminal (karta orqali)', ru: 'Терминал (картой)', eng: 'Card terminal' },
    PAYME: { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
    CLICK: { uz: 'Click', ru: 'Click', eng: 'Click' },
    UZUM: { uz: 'Uzum Bank', ru: 'Uzum Bank', eng: 'Uzum Bank' },
  };
  await tx
    .insertInto('payment_methods')
    .values(
      m.payments.map((p) => ({
        merchant_id: merchantId,
        type: p.type,
        name: p.type.toLowerCase(),
        icon: null,
        title: JSON.stringify(titles[p.type]),
        iiko_id: null,
        web_enabled: p.web,
        bot_enabled: p.bot,
      })),
    )
    .execute();

  const colors = ['#F59E0B', '#10B981', '#6366F1', '#EF4444'];
  const stories = storySeeds(m.name);
  for (const [i, s] of stories.entries()) {
    const art = m.storyArts[i % m.storyArts.length] ?? 'plov';
    const cover = image(`${m.sub}-story-${i + 1}.svg`, foodSvg(art, 900 + i));
    const slides = s.slides.map((text, k) => ({
      image: image(
        `${m.sub}-story-${i + 1}-${k + 1}.svg`,
        bannerSvg(art, 950 + i * 10 + k, colors[(i + k) % colors.length] ?? '#F59E0B', false),
      ),
      text,
    }));
    await tx
      .insertInto('content_items')
      .values({
        merchant_id: merchantId,
        kind: 'STORY',
        priority: i,
        data: JSON.stringify({ title: s.title, image: cover, slides }),
      })
      .execute();
  }
  const banners = [
    {
      title: {
        uz: 'Toshkent oshi — kunning taomi',
        ru: 'Ташкентский плов — блюдо дня',
        eng: 'Tashkent plov — dish of the day',
      },
      linkType: 'PRODUCT',
      linkId: productIds[0] ?? null,
      art: 'plov' as const,
    },
    {
      title: { uz: 'Shashliklar — olovda', ru: 'Шашлыки — с огня', eng: 'Fresh from the grill' },
      linkType: 'CATEGORY',
      linkId: categoryIds.get('grill') ?? null,
      art: 'skewer' as const,
    },
    {
      title: {
        uz: "WELCOME: 30 000 so'm chegirma",
        ru: 'WELCOME: скидка 30 000 сум',
        eng: 'WELCOME: 30,000 sum off',
      },
      linkType: 'PROMO',
      linkId: null,
      art: 'somsa' as const,
    },
  ];
  for (const [i, b] of banners.entries()) {
    const img = image(
      `${m.sub}-banner-${i + 1}.svg`,
      bannerSvg(b.art, 700 + i, colors[i % colors.length] ?? '#F59E0B', true),
    );
    await tx
      .insertInto('content_items')
      .values({
        merchant_id: merchantId,
        kind: 'BANNER',
        priority: i,
        data: JSON.stringify({ title: b.title, image: img, linkType: b.linkType, linkId: b.linkId }),
      })
      .execute();
  }
  for (const [i, v] of vacancySeeds().entries()) {
    await tx
      .insertInto('content_items')
      .values({
        merchant_id: merchantId,
        kind: 'VACANCY',
        priority: i,
        data: JSON.stringify({
          ...v,
          branchId: branchIds[i % branchIds.length] ?? null,
          phone: m.branches[0]?.phone ?? null,
          telegram: 'https://t.me/dasturxon_hr',
        }),
      })
      .execute();
  }
  await tx
    .insertInto('notifications')
    .values([
      {
        merchant_id: merchantId,
        user_id: null,
        title: JSON.stringify({ uz: 'Xush kelibsiz!', ru: 'Добро пожаловать!', eng: 'Welcome!' }),
        body: JSON.stringify({
          uz: "WELCOME promokodi bilan birinchi buyurtmaga 30 000 so'm chegirma.",
          ru: 'Скидка 30 000 сум на первый заказ с промокодом WELCOME.',
          eng: '30,000 sum off your first order with the WELCOME code.',
        }),
      },
      {
        merchant_id: merchantId,
        user_id: null,
        title: JSON.stringify({ uz: 'Yangi taomlar', ru: 'Новые блюда', eng: 'New dishes' }),
        body: JSON.stringify({
          uz: "Menyuda norin va ko'k somsa paydo bo'ldi.",
          ru: 'В меню появились нарын и самса с зеленью.',
          eng: 'Norin and herb somsa are now on the menu.',
        }),
      },
    ])
    .execute();
  await tx
    .insertInto('couriers')
    .values([
      {
        merchant_id: merchantId,
        branch_id: branchIds[0] ?? null,
        first_name: 'Jasur',
        last_name: 'Karimov',
        phone: '998901112233',
        image: null,
        status: 'FREE',
        latitude: m.branches[0]?.lat ?? null,
        longitude: m.branches[0]?.lon ?? null,
      },
      {
        merchant_id: merchantId,
        branch_id: branchIds[1] ?? null,
        first_name: 'Dilshod',
        last_name: 'Rahimov',
        phone: '998901112244',
        image: null,
        status: 'FREE',
        latitude: m.branches[1]?.lat ?? null,
        longitude: m.branches[1]?.lon ?? null,
      },
    ])
    .execute();
}

async function seedBranch(
  tx: Db,
  merchantId: number,
  cityId: number,
  b: BranchSeed,
  isMain: boolean,
): Promise<number> {
  const { id } = await tx
    .insertInto('branches')
    .values({
      merchant_id: merchantId,
      city_id: cityId,
      name: JSON.stringify(b.name),
      latitude: b.lat,
      longitude: b.lon,
      address: b.address,
      open: b.open,
      close: b.close,
      phone: b.phone,
      booking_phone: b.booking ? b.phone : null,
      is_active: true,
      is_main: isMain,
      delivery_price: b.zonePrice[0],
      settings: JSON.stringify({
        bookingEnabled: b.booking,
        deliveryEnabled: true,
        pickupEnabled: true,
        dineinEnabled: true,
        expressEnabled: false,
        kitchenEnabled: true,
        payOfficeEnabled: false,
        storageEnabled: false,
        yandexEnabled: false,
      }),
      work_hours: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('delivery_zones')
    .values([
      {
        merchant_id: merchantId,
        city_id: cityId,
        branch_id: id,
        name: `${b.name.eng} — near`,
        polygon: JSON.stringify(ringAround(b.lat, b.lon, b.zoneKm[0])),
        color: '#22C55E',
        price: b.zonePrice[0],
      },
      {
        merchant_id: merchantId,
        city_id: cityId,
        branch_id: id,
        name: `${b.name.eng} — far`,
        polygon: JSON.stringify(ringAround(b.lat, b.lon, b.zoneKm[1])),
        color: '#F97316',
        price: b.zonePrice[1],
      },
    ])
    .execute();
  const places = [
    [{ uz: 'Asosiy zal', ru: 'Основной зал', eng: 'Main hall' }, 6],
    [{ uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' }, 8],
    [{ uz: 'VIP xona', ru: 'VIP-комната', eng: 'VIP room' }, 12],
  ] as const;
  await tx
    .insertInto('places')
    .values(
      places.map(([name, chairs]) => ({
        merchant_id: merchantId,
        branch_id: id,
        name: JSON.stringify(name),
        chairs,
      })),
    )
    .execute();
  return id;
}
