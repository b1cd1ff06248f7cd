import type { Art, CategoryKey, L10n } from './dishes';
import demoLayout from '../../schemas/layouts/demo.json' with { type: 'json' };
import oshLayout from '../../schemas/layouts/osh.json' with { type: 'json' };
import nightLayout from '../../schemas/layouts/night.json' with { type: 'json' };

/** The three demo merchants: visibly different settings, layouts, branches and zones. */
export interface BranchSeed {
  name: L10n;
  address: string;
  lat: number;
  lon: number;
  open: string;
  close: string;
  phone: string;
  booking: boolean;
  zoneKm: [number, number];
  zonePrice: [number, number];
}
export interface MerchantSeed {
  sub: string;
  name: string;
  color: string;
  theme: 'LIGHT' | 'DARK';
  mapType: 'YANDEX' | 'LEAFLET' | 'LAMENU_YANDEX';
  settings: Record<string, unknown>;
  layout: Record<string, unknown>;
  branches: BranchSeed[];
  viewTypes: Partial<Record<CategoryKey, ['BIG' | 'MEDIUM' | 'SMALL', 'VERTICAL' | 'HORIZONTAL']>>;
  priceFactor: number;
  storyArts: Art[];
  tint: string;
  payments: { type: string; web: boolean; bot: boolean }[];
}

const l = (uz: string, ru: string, eng: string): L10n => ({ uz, ru, eng });

export const BASE_SETTINGS = {
  logo: null,
  favicon: null,
  domain: null,
  mainColor: '#FCE000',
  mainColorType: 'light',
  mainLanguage: 'uz',
  uzLangActive: true,
  ruLangActive: true,
  engLangActive: true,
  bannersActive: true,
  deliveryActive: true,
  pickupActive: true,
  dineInActive: false,
  branchesActive: true,
  storiesActive: true,
  vacanciesActive: true,
  privacyActive: true,
  aboutMerchantActive: true,
  termsOfUseActive: true,
  notificationsActive: true,
  balanceActive: false,
  cartInMainActive: true,
  cartPageActive: true,
  chatActive: false,
  bookingActive: true,
  cashActive: true,
  terminalActive: true,
  paymeActive: true,
  clickActive: true,
  uzumActive: true,
  cardActive: true,
  cashbackActive: true,
  promoActive: true,
  favouriteActive: true,
  cancelOrderActive: true,
  receiverActive: true,
  smsContent: null,
  groupView: true,
  categoryView: true,
  mapType: 'YANDEX',
  yandexMapKey: null,
  isDark: false,
  isVisibleAtProfileTop: true,
  isNavigationViewEnabled: true,
  amoCRMId: null,
  amoCRMActive: false,
  amoCRMHash: null,
  yandexMetricsEnabled: false,
  yandexMetricsId: null,
  yandexMetricsKeys: null,
  productNavigationType: 'SHEET',
  basketPosition: 'NAVIGATION_BAR',
  iosApp: null,
  iosAppActive: false,
  androidApp: null,
  androidAppActive: false,
  telegramBot: null,
  telegramBotActive: false,
  phone: null,
  phoneActive: false,
  telegram: null,
  telegramActive: false,
  instagram: null,
  instagramActive: false,
  facebook: null,
  facebookActive: false,
};

const ALL_PAYMENTS = [
  { type: 'CASH', web: true, bot: true },
  { type: 'TERMINAL', web: true, bot: true },
  { type: 'PAYME', web: true, bot: true },
  { type: 'CLICK', web: true, bot: true },
  { type: 'UZUM', web: true, bot: false },
];

export const MERCHANTS: MerchantSeed[] = [
  {
    sub: 'demo',
    name: 'Dasturxon',
    color: '#FCE000',
    theme: 'LIGHT',
    mapType: 'YANDEX',
    settings: {
      ...BASE_SETTINGS,
      brand: 'Dasturxon',
      title: l("Dasturxon — milliy taomlar yetkazib berish", 'Дастурхон — доставка национальных блюд', 'Dasturxon — Uzbek food delivery'),
      leftCopyWrite: l('© Dasturxon, 2026', '© Дастурхон, 2026', '© Dasturxon, 2026'),
      rightCopyWrite: l('Toshkent', 'Ташкент', 'Tashkent'),
      dineInActive: true,
      balanceActive: true,
      chatActive: false,
      telegramBot: 'https://t.me/dasturxon_demo_bot',
      telegramBotActive: true,
      phone: '+998712000000',
      phoneActive: true,
      instagram: 'https://instagram.com/dasturxon.demo',
      instagramActive: true,
      telegram: 'https://t.me/dasturxon_demo',
      telegramActive: true,
      iosApp: 'https://apps.apple.com/app/id0000000000',
      iosAppActive: true,
      productNavigationType: 'SHEET',
      basketPosition: 'NAVIGATION_BAR',
    },
    layout: demoLayout,
    branches: [
      { name: l('Chilonzor', 'Чиланзар', 'Chilonzor'), address: "Chilonzor tumani, Bunyodkor ko'chasi, 12", lat: 41.2856, lon: 69.2036, open: '10:00', close: '23:00', phone: '+998712000001', booking: true, zoneKm: [3, 6], zonePrice: [10000, 18000] },
      { name: l('Yunusobod', 'Юнусабад', 'Yunusobod'), address: "Yunusobod tumani, Amir Temur shoh ko'chasi, 107", lat: 41.365, lon: 69.287, open: '09:00', close: '22:00', phone: '+998712000002', booking: true, zoneKm: [3, 6], zonePrice: [12000, 20000] },
      { name: l("Mirzo Ulug'bek", 'Мирзо-Улугбек', 'Mirzo Ulugbek'), address: "Mirzo Ulug'bek tumani, Buyuk Ipak yo'li, 45", lat: 41.3385, lon: 69.3346, open: '10:00', close: '23:30', phone: '+998712000003', booking: false, zoneKm: [2.5, 5], zonePrice: [11000, 19000] },
    ],
    viewTypes: { national: ['BIG', 'VERTICAL'], grill: ['MEDIUM', 'HORIZONTAL'], bakery: ['MEDIUM', 'VERTICAL'], drinks: ['SMALL', 'VERTICAL'], sauces: ['SMALL', 'HORIZONTAL'] },
    priceFactor: 1,
    storyArts: ['plov', 'somsa', 'skewer'],
    tint: '#FFF8D6',
    payments: ALL_PAYMENTS,
  },
  {
    sub: 'osh',
    name: 'Osh Markazi',
    color: '#F59E0B',
    theme: 'LIGHT',
    mapType: 'LEAFLET',
    settings: {
      ...BASE_SETTINGS,
      brand: 'Osh Markazi',
      mainColor: '#F59E0B',
      mainColorType: 'light',
      mainLanguage: 'uz',
      engLangActive: false,
      title: l('Osh Markazi — haqiqiy toshkent oshi', 'Ош Маркази — настоящий ташкентский плов', 'Osh Markazi — real Tashkent plov'),
      leftCopyWrite: l('© Osh Markazi', '© Ош Маркази', '© Osh Markazi'),
      rightCopyWrite: l('Har kuni 07:00 dan', 'Каждый день с 07:00', 'Every day from 07:00'),
      storiesActive: false,
      vacanciesActive: true,
      groupView: false,
      mapType: 'LEAFLET',
      productNavigationType: 'POP_UP',
      basketPosition: 'FLOATING_OVER_PRODUCT',
      uzumActive: false,
      receiverActive: false,
      instagram: 'https://instagram.com/osh.markazi',
      instagramActive: true,
      phone: '+998712111111',
      phoneActive: true,
    },
    layout: oshLayout,
    branches: [
      { name: l('Beshqozon', 'Бешкозон', 'Beshqozon'), address: "Shayxontohur tumani, Iftixor ko'chasi, 1", lat: 41.3402, lon: 69.2343, open: '07:00', close: '16:00', phone: '+998712111112', booking: true, zoneKm: [4, 8], zonePrice: [9000, 15000] },
      { name: l('Chorsu', 'Чорсу', 'Chorsu'), address: "Shayxontohur tumani, Chorsu maydoni, 3", lat: 41.3264, lon: 69.2364, open: '08:00', close: '18:00', phone: '+998712111113', booking: false, zoneKm: [3, 6], zonePrice: [9000, 14000] },
    ],
    viewTypes: { national: ['BIG', 'VERTICAL'], soups: ['BIG', 'VERTICAL'], grill: ['BIG', 'HORIZONTAL'], salads: ['BIG', 'HORIZONTAL'], bakery: ['BIG', 'VERTICAL'], drinks: ['MEDIUM', 'HORIZONTAL'], desserts: ['BIG', 'HORIZONTAL'], sauces: ['MEDIUM', 'HORIZONTAL'] },
    priceFactor: 0.9,
    storyArts: ['plov', 'tea', 'bread'],
    tint: '#FEF3C7',
    payments: ALL_PAYMENTS.filter((p) => p.type !== 'UZUM'),
  },
  {
    sub: 'night',
    name: 'Night Grill',
    color: '#8B5CF6',
    theme: 'DARK',
    mapType: 'YANDEX',
    settings: {
      ...BASE_SETTINGS,
      brand: 'Night Grill',
      mainColor: '#8B5CF6',
      mainColorType: 'dark',
      mainLanguage: 'ru',
      isDark: true,
      title: l('Night Grill — tungi shashlik', 'Night Grill — ночной шашлык', 'Night Grill — late-night grill'),
      leftCopyWrite: l('© Night Grill', '© Night Grill', '© Night Grill'),
      rightCopyWrite: l('18:00 — 04:00', '18:00 — 04:00', '18:00 — 04:00'),
      bookingActive: false,
      cashbackActive: false,
      bannersActive: false,
      vacanciesActive: false,
      promoActive: true,
      notificationsActive: false,
      cancelOrderActive: false,
      productNavigationType: 'FULL_SCREEN',
      basketPosition: 'NAVIGATION_BAR',
      paymeActive: false,
      terminalActive: false,
      telegram: 'https://t.me/nightgrill',
      telegramActive: true,
    },
    layout: nightLayout,
    branches: [
      { name: l('Sayilgoh', 'Сайилгох', 'Sayilgoh'), address: "Yakkasaroy tumani, Sayilgoh ko'chasi, 5", lat: 41.3136, lon: 69.2732, open: '18:00', close: '04:00', phone: '+998712222221', booking: false, zoneKm: [4, 8], zonePrice: [15000, 25000] },
      { name: l('Oybek', 'Ойбек', 'Oybek'), address: "Mirobod tumani, Oybek ko'chasi, 24", lat: 41.298, lon: 69.27, open: '18:00', close: '04:00', phone: '+998712222222', booking: false, zoneKm: [3, 7], zonePrice: [14000, 22000] },
    ],
    viewTypes: { national: ['MEDIUM', 'VERTICAL'], grill: ['BIG', 'VERTICAL'], soups: ['SMALL', 'VERTICAL'], bakery: ['SMALL', 'HORIZONTAL'], salads: ['SMALL', 'VERTICAL'], drinks: ['SMALL', 'HORIZONTAL'], desserts: ['SMALL', 'VERTICAL'], sauces: ['SMALL', 'HORIZONTAL'] },
    priceFactor: 1.2,
    storyArts: ['skewer', 'drink', 'stew'],
    tint: '#EDE9FE',
    payments: ALL_PAYMENTS.filter((p) => p.type === 'CASH' || p.type === 'CLICK'),
  },
];
