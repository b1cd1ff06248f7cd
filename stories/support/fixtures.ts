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
  stories: S['Story'][];
  banners: S['Banner'][];
  promos: S['Promo'][];
}

export const FIXTURES = { demo, osh, night } as unknown as Record<
  'demo' | 'osh' | 'night',
  StorefrontFixture
>;
export type MerchantKey = keyof typeof FIXTURES;

const VACANCY = {
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

/** A fetch that answers from the fixture and nothing else: stories never reach the live API. */
export function fixtureFetch(fixture: StorefrontFixture): typeof fetch {
  const routes: [RegExp, () => unknown][] = [
    [/\/products\/v1\/overalls/, () => fixture.menu],
    [/\/users\/v1\/branches$/, () => fixture.branches],
    [/\/users\/v1\/city-merchant\//, () => fixture.cities],
    [/\/support\/v1\/stories/, () => fixture.stories],
    [/\/support\/v1\/banners/, () => fixture.banners],
    [/\/support\/v1\/promos$/, () => fixture.promos],
    [/\/support\/v1\/merchant\/settings\/web/, () => fixture.settings],
    [/\/support\/v1\/merchant\/layout/, () => fixture.layout],
    [/\/deliveries\/v1\/delivery\/zones/, () => fixture.zones],
    [/\/support\/v1\/vacancies\/\d+$/, () => VACANCY],
    [/\/support\/v1\/vacancies$/, () => [VACANCY]],
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
      /\/support\/v1\/company\/policies/,
      () => ({
        type: 'PRIVACY_POLICY',
        text: {
          uz: 'Maxfiylik siyosati matni.',
          ru: 'Текст политики конфиденциальности.',
          eng: 'Privacy policy text.',
        },
      }),
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
    const body = hit ? hit[1]() : { code: 'NOT_IN_FIXTURE', message: `No fixture for ${url.pathname}` };
    return new Response(JSON.stringify(body), {
      status: hit ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
