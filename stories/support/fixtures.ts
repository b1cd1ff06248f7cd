import demo from '../../schemas/fixtures/storefronts/demo.json';
import night from '../../schemas/fixtures/storefronts/night.json';
import osh from '../../schemas/fixtures/storefronts/osh.json';
import type { components } from '../../src/api/schema';

type S = components['schemas'];
/** What the API answers for one demo merchant (scripts/gen-fixtures.ts). */
export interface StorefrontFixture {
  merchant: S['Merchant'];
  settings: S['MerchantSettings'];
  layout: S['LayoutDocument'];
  cities: S['City'][];
  branches: S['Branch'][];
  zones: S['DeliveryZone'][];
  menu: S['Overall'];
  /** the Mini App's menu (type=TG), where the folder keeps products to one channel or prices them apart */
  telegramMenu?: S['Overall'];
  stories: S['Story'][];
  banners: S['Banner'][];
  promos: S['Promo'][];
  /** from a configuration folder (the onboarding studio); the demo fixtures use the defaults below */
  policies?: Record<string, { uz: string; ru: string; eng: string }>;
  vacancies?: S['Vacancy'][];
  payments?: ReturnType<typeof fixturePaymentMethods>;
  /** what customers said of a dish, by its id */
  reviews?: Record<number, S['Review'][]>;
}

export const FIXTURES = { demo, osh, night } as unknown as Record<
  'demo' | 'osh' | 'night',
  StorefrontFixture
>;
export type MerchantKey = keyof typeof FIXTURES;

const VACANCY: S['Vacancy'] = {
  id: 1,
  title: { uz: 'Oshpaz', ru: 'Повар', eng: 'Cook' },
  description: {
    uz: 'Milliy taomlarni tayyorlash.',
    ru: 'Приготовление национальных блюд.',
    eng: 'Cooking Uzbek dishes.',
  },
  conditions: { uz: '2/2 jadval.', ru: 'График 2/2.', eng: '2-on-2-off shifts.' },
  salary: '6 000 000 – 9 000 000',
  branchId: null,
  phone: '+998712000001',
  telegram: 'https://t.me/dasturxon_hr',
};

const POLICY_TEXT = {
  uz: 'Maxfiylik siyosati matni.',
  ru: 'Текст политики конфиденциальности.',
  eng: 'Privacy policy text.',
};

/** A fetch that answers from the fixture and nothing else: stories never reach the live API. */
export function fixtureFetch(fixture: StorefrontFixture, orderStatus: OrderStatus = 'OPEN'): typeof fetch {
  const routes: [RegExp, (request: Request) => unknown][] = [
    [
      /\/products\/v1\/overalls/,
      (request) =>
        new URL(request.url).searchParams.get('type') === 'TG'
          ? (fixture.telegramMenu ?? fixture.menu)
          : fixture.menu,
    ],
    [
      /\/products\/v1\/products\/\d+\/reviews$/,
      (request) => fixture.reviews?.[Number(new URL(request.url).pathname.split('/').at(-2))] ?? [],
    ],
    [/\/users\/v1\/branches$/, () => fixture.branches],
    [/\/users\/v1\/city-merchant\//, () => fixture.cities],
    [/\/support\/v1\/stories/, () => fixture.stories],
    [/\/support\/v1\/banners/, () => fixture.banners],
    [/\/support\/v1\/promos$/, () => fixture.promos],
    [/\/support\/v1\/merchant\/settings\/web/, () => fixture.settings],
    [/\/support\/v1\/merchant\/layout/, () => fixture.layout],
    [/\/deliveries\/v1\/delivery\/zones/, () => fixture.zones],
    [/\/orders\/v1\/orders\/\d+$/, () => fixtureOrder(fixture, orderStatus)],
    [
      /\/orders\/v1\/orders\/user\/\d+/,
      () => ({
        content: [fixtureOrder(fixture, orderStatus)],
        totalPages: 1,
        totalElements: 1,
        number: 0,
        size: 10,
      }),
    ],
    [
      /\/support\/v1\/vacancies\/\d+$/,
      (request) => {
        const id = Number(new URL(request.url).pathname.split('/').at(-1));
        return (fixture.vacancies ?? [VACANCY]).find((v) => v.id === id);
      },
    ],
    [/\/support\/v1\/vacancies$/, () => fixture.vacancies ?? [VACANCY]],
    [
      /\/users\/v1\/branches\/\d+\/places$/,
      () => [
        {
          id: 1,
          branchId: fixture.branches[0]?.id ?? 1,
          name: { uz: 'Asosiy zal', ru: 'Основной зал', eng: 'Main hall' },
          chairs: 6,
        },
      ],
    ],
    [
      /\/users\/v1\/reservations\/mine$/,
      () => [
        {
          id: 1,
          branchId: fixture.branches[0]?.id ?? 1,
          placeId: 1,
          chairs: 4,
          day: '2026-11-23',
          time: '19:00',
          status: 'CREATED',
          createdDate: '2026-11-21T10:00:00Z',
        },
      ],
    ],
    [
      /\/payments\/v1\/payment-methods$/,
      () => fixture.payments ?? fixturePaymentMethods(fixture.merchant.id),
    ],
    [
      // the promo codes of the fixture, checked as the server would name them (the rule itself is in src/domain/pricing)
      /\/support\/v1\/promos\/check$/,
      async (request) => {
        const { code } = (await request.json()) as { code: string };
        const promo = fixture.promos.find((p) => p.code === code);
        return promo && { promo, applicable: true, missingAmount: 0 };
      },
    ],
    [
      /\/support\/v1\/company\/policies/,
      (request) => {
        const type = new URL(request.url).searchParams.get('policies') ?? 'PRIVACY_POLICY';
        const text = fixture.policies ? fixture.policies[type] : POLICY_TEXT;
        return text && { type, text };
      },
    ],
    [
      /\/support\/v1\/notifications$/,
      () => [
        {
          id: 1,
          title: { uz: 'Xush kelibsiz!', ru: 'Добро пожаловать!', eng: 'Welcome!' },
          body: { uz: 'WELCOME promokodi', ru: 'Промокод WELCOME', eng: 'The WELCOME code' },
          isRead: false,
          createdDate: '2026-11-20T10:00:00Z',
        },
      ],
    ],
  ];
  return async (input) => {
    const url = new URL((input as Request).url ?? String(input), 'http://fixture');
    const hit = routes.find(([re]) => re.test(url.pathname));
    const found = hit ? await hit[1](input as Request) : undefined;
    const body = found ?? { code: 'NOT_IN_FIXTURE', message: `No fixture for ${url.pathname}` };
    return new Response(JSON.stringify(body), {
      status: found === undefined ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A signed-in customer with 12,500 sum of cashback. */
export const fixtureCustomer = {
  id: 1,
  merchantId: 1,
  phone: '998901234567',
  firstName: 'Dilnoza',
  lastName: 'Karimova',
  isActive: true,
  cashback: 12500,
};

/** Cash, terminal, Payme, Click and Uzum, on for the web and the bot. */
export const fixturePaymentMethods = (merchantId: number) =>
  (['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'] as const).map((type, i) => ({
    method: { id: i + 1, name: type.toLowerCase(), type },
    setting: { id: i + 1, merchantId, type, webEnabled: true, botEnabled: true, isActive: true },
  }));

export type OrderStatus =
  'OPEN' | 'ACCEPTED' | 'COOKING' | 'DONE' | 'ON_WAY' | 'DELIVERED' | 'CLOSED' | 'CANCELED';

/** Order no. 1001: two of the menu's first product, delivered from the first branch, at a status. */
export function fixtureOrder(fixture: StorefrontFixture, status: OrderStatus) {
  const product = fixture.menu.products[0];
  const price = product?.costPrice ?? 0;
  return {
    id: 1001,
    number: 1001,
    status,
    serviceType: 'DELIVERY',
    paymentType: 'CASH',
    orderDevice: 'WEB',
    branch: fixture.branches[0]?.id ?? 1,
    isPaid: false,
    grade: null,
    createdDate: '2026-06-01T09:00:00Z',
    productPrice: price * 2,
    deliveryPrice: 10000,
    totalPrice: price * 2 + 10000,
    cartItems: product
      ? [
          {
            productId: product.id,
            name: product.name,
            image: product.image,
            count: 2,
            price,
            total: price * 2,
            modifications: [],
          },
        ]
      : [],
    log: [],
  };
}
