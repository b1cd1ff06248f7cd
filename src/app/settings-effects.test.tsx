import { cleanup, screen, waitFor, type ByRoleMatcher } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import settingsSchema from '../../schemas/merchant-settings.schema.json';
import { FIXTURES } from '../../stories/support/fixtures';
import type { components } from '../api/schema';
import { lineKey } from '../domain/basket';
import { tenantStorage } from '../platform/storage';
import type { Stored } from '../tenant/stored';
import { renderStorefront } from '../test/render-storefront';
import { pageGroups, type OnAPage } from '../test/page-groups';
import { chooseLanguage } from '../domain/language';
import { themeVars } from '../domain/theme';
import { chooseMapProvider } from '../platform/map/choose-provider';
import { AMO, courierLateness, lateness, METRIKA, thirdParty } from '../test/setting-rules';
import { App } from './app';
import { SERVER_SIDE_SETTINGS } from '../domain/server-side-settings';

type Settings = components['schemas']['MerchantSettings'];
type Query = () => Element | null;

/** A setting whose effect shows on a page: with `on` the page has `sees`, with `off` it has not. */
interface Shown extends OnAPage {
  off: Record<string, unknown>;
  sees: Query;
}
/** A setting whose effect is not on a page (third-party scripts, theme, language, map): the rule that reads it answers otherwise. */
interface Ruled {
  rule: (settings: Record<string, unknown>) => unknown;
  on: Record<string, unknown>;
  off: Record<string, unknown>;
}
/** A setting only the server reads (the page's head, the login SMS, the import): server/test/setting-toggles.test.ts toggles it. */
interface Elsewhere {
  onServer: true;
}
type Effect = Shown | Ruled | Elsewhere;

const demo = FIXTURES.demo;
const USER = { id: 7, merchantId: demo.merchant.id, isActive: true, phone: '998901234567', cashback: 5000 };

const byRole = (role: ByRoleMatcher, name: string | RegExp) => (): Element | null =>
  screen.queryByRole(role, { name });
const byText = (text: string | RegExp) => (): Element | null => screen.queryByText(text);
const link = (name: string | RegExp) => byRole('link', name);
const css = (selector: string) => (): Element | null => document.querySelector(selector);

/** A footer link: its address (`key`) and its switch (`keyActive`) each decide whether it shows. */
const footerLink = (key: string, url: string, label: string): [string, Effect][] => [
  [key, { path: '/', on: { [key]: url, [`${key}Active`]: true }, off: { [key]: null }, sees: link(label) }],
  [
    `${key}Active`,
    {
      path: '/',
      on: { [key]: url, [`${key}Active`]: true },
      off: { [`${key}Active`]: false },
      sees: link(label),
    },
  ],
];
const flag = (key: string, path: string, sees: Query, extra: Partial<Shown> = {}): [string, Effect] => [
  key,
  { path, on: { [key]: true }, off: { [key]: false }, sees, ...extra },
];
const onServer: Elsewhere = { onServer: true };

const scripts = (key: string, on: Record<string, unknown>, off: unknown): [string, Ruled] => [
  key,
  { rule: thirdParty, on, off: { [key]: off } },
];
/** The page's colours under these settings, inside a dark Telegram. */
const colours = (settings: Record<string, unknown>) =>
  themeVars(settings, { colorScheme: 'dark', themeParams: { bg_color: '#17212B' } });
const theme = (
  key: string,
  on: unknown,
  off: unknown,
  base: Record<string, unknown> = {},
): [string, Ruled] => [key, { rule: colours, on: { ...base, [key]: on }, off: { [key]: off } }];
const map = (settings: Record<string, unknown>) =>
  chooseMapProvider(settings.mapType as string, settings.yandexMapKey as string, false);

/**
 * Every merchant setting and what it changes. A setting added to the schema without an entry
 * here fails the first test below: each setting must do something a test can see.
 */
const EFFECTS: Record<keyof Settings, Effect> = Object.fromEntries<Effect>([
  ['merchantId', onServer],
  ['logo', { path: '/', on: { logo: 'soups.svg' }, off: { logo: null }, sees: css('.header__brand img') }],
  ['brand', { path: '/', on: { brand: 'Zafar Kebab' }, off: { brand: null }, sees: link('Zafar Kebab') }],
  ['favicon', onServer],
  ['title', onServer],
  ['domain', onServer],
  ['smsContent', onServer],
  [
    'yandexMapKey',
    { rule: map, on: { mapType: 'YANDEX', yandexMapKey: 'key' }, off: { yandexMapKey: null } },
  ],
  ['deskAcceptMinutes', { rule: lateness, on: { deskAcceptMinutes: 10 }, off: { deskAcceptMinutes: 3 } }],
  ['deskCookMinutes', { rule: lateness, on: { deskCookMinutes: 40 }, off: { deskCookMinutes: 20 } }],
  [
    'deskCourierMinutes',
    { rule: courierLateness, on: { deskCourierMinutes: 20 }, off: { deskCourierMinutes: 10 } },
  ],
  ['mapType', { rule: map, on: { mapType: 'YANDEX', yandexMapKey: 'key' }, off: { mapType: 'LEAFLET' } }],
  scripts('amoCRMId', AMO, null),
  scripts('amoCRMHash', AMO, null),
  scripts('amoCRMActive', AMO, false),
  scripts('chatActive', AMO, false),
  scripts('yandexMetricsEnabled', METRIKA, false),
  scripts('yandexMetricsId', METRIKA, null),
  scripts('yandexMetricsKeys', METRIKA, null),
  theme('mainColor', '#E11D48', '#2563EB'),
  // a grey both black and white read on at 4.5:1: the merchant's choice decides
  theme('mainColorType', 'dark', 'light', { mainColor: '#767676' }),
  theme('isDark', true, false),
  theme('telegramThemeActive', true, false),
  [
    'mainLanguage',
    {
      rule: (settings) => chooseLanguage({ stored: null, settings }),
      on: { mainLanguage: 'en' },
      off: { mainLanguage: 'uz' },
    },
  ],
  ...footerLink('iosApp', 'https://apps.apple.com/app/1', 'App Store'),
  ...footerLink('androidApp', 'https://play.google.com/store/apps/details?id=uz.x', 'Google Play'),
  ...footerLink('telegramBot', 'https://t.me/x_bot', 'Telegram bot'),
  ...footerLink('phone', '+998 71 200 00 00', 'Call us'),
  ...footerLink('telegram', 'https://t.me/x', 'Telegram'),
  ...footerLink('instagram', 'https://instagram.com/x', 'Instagram'),
  ...footerLink('facebook', 'https://facebook.com/x', 'Facebook'),
  [
    'leftCopyWrite',
    {
      path: '/',
      on: { leftCopyWrite: { uz: '© Zafar', ru: '© Zafar', eng: '© Zafar' } },
      off: { leftCopyWrite: null },
      sees: byText('© Zafar'),
    },
  ],
  [
    'rightCopyWrite',
    {
      path: '/',
      on: { rightCopyWrite: { uz: 'Halal', ru: 'Halal', eng: 'Halal only' } },
      off: { rightCopyWrite: null },
      sees: byText('Halal only'),
    },
  ],
  ...(['uz', 'ru', 'eng'] as const).map((lang) =>
    flag(
      `${lang}LangActive`,
      '/',
      byRole('option', { uz: 'Oʻzbekcha', ru: 'Русский', eng: 'English' }[lang]),
      {
        on: { uzLangActive: true, ruLangActive: true, engLangActive: true },
      },
    ),
  ),
  flag('bannersActive', '/', byRole('region', 'Offers')),
  flag('storiesActive', '/', byRole('region', 'Stories')),
  flag('branchesActive', '/', link('Branches')),
  flag('vacanciesActive', '/', link('Vacancies')),
  flag('privacyActive', '/', link('Privacy policy')),
  flag('aboutMerchantActive', '/', link('About us')),
  flag('termsOfUseActive', '/', link('Terms of use')),
  flag('groupView', '/', byRole('heading', 'Kitchen')),
  flag('categoryView', '/', byRole('navigation', 'Menu categories')),
  flag('isNavigationViewEnabled', '/', css('.bottom-nav')),
  flag('notificationsActive', '/profile', byRole('heading', /^Notifications/), { user: true }),
  flag('cashbackActive', '/profile', byRole('heading', 'Cashback'), { user: true }),
  flag('isVisibleAtProfileTop', '/profile', css('.profile-balance'), { user: true }),
  flag('favouriteActive', '/profile', link('Favourites'), { user: true }),
  flag('cardActive', '/profile', link('My cards'), { user: true }),
  flag('bookingActive', '/profile', link('Table booking'), { user: true }),
  flag('promoActive', '/checkout', byRole('textbox', 'Promo code'), { user: true, basket: true }),
  flag('balanceActive', '/checkout', byRole('textbox', /Spend cashback/), { user: true, basket: true }),
  flag('receiverActive', '/checkout', byRole('textbox', "Receiver's name"), { user: true, basket: true }),
  flag('deliveryActive', '/checkout', byRole('radio', 'Delivery'), { user: true, basket: true }),
  flag('pickupActive', '/checkout', byRole('radio', 'Pick-up'), { user: true, basket: true }),
  flag('dineInActive', '/checkout', byRole('radio', 'At a table'), { user: true, basket: true }),
  ...(
    [
      ['cashActive', 'Cash'],
      ['terminalActive', 'Card terminal'],
      ['paymeActive', 'Payme'],
      ['clickActive', 'Click'],
      ['uzumActive', 'Uzum Bank'],
    ] as const
  ).map(([key, name]) => flag(key, '/checkout', byRole('radio', name), { user: true, basket: true })),
  flag('cartPageActive', '/basket', byRole('region', /^Basket/), { basket: true }),
  [
    'cartInMainActive',
    {
      path: '/',
      basket: true,
      on: { cartInMainActive: true, basketPosition: 'FLOATING_OVER_PRODUCT' },
      off: { cartInMainActive: false, basketPosition: 'FLOATING_OVER_PRODUCT' },
      sees: css('[data-testid="floating-basket"]'),
    },
  ],
  [
    'basketPosition',
    {
      path: '/',
      basket: true,
      on: { basketPosition: 'FLOATING_OVER_PRODUCT', cartInMainActive: true },
      off: { basketPosition: 'NAVIGATION_BAR', cartInMainActive: true },
      sees: css('[data-testid="floating-basket"]'),
    },
  ],
  [
    'productNavigationType',
    {
      path: '/product/39',
      on: { productNavigationType: 'SHEET' },
      off: { productNavigationType: 'FULL_SCREEN' },
      sees: css('dialog[open]'),
    },
  ],
  flag('cancelOrderActive', '/profile/orders/1001', byRole('button', 'Cancel the order'), { user: true }),
]) as Record<keyof Settings, Effect>;

/** Renders the whole storefront at a path under these settings; resolves once nothing is loading. */
async function storefrontAt(
  effect: Pick<Shown, 'path' | 'user' | 'basket'>,
  settings: Record<string, unknown>,
) {
  const storage = tenantStorage<Stored>(`story-${demo.merchant.sub}`, null);
  storage.set(
    'basket',
    effect.basket
      ? [{ key: lineKey(39, []), productId: 39, modifications: [], quantity: 1, seenUnitPrice: 16350 }]
      : [],
  );
  await renderStorefront(<App />, {
    path: effect.path,
    settings: settings as Partial<Settings>,
    user: effect.user ? USER : null,
  });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.querySelector('.skeleton, [aria-busy="true"]')).toBeNull());
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('every merchant setting changes what the customer gets', () => {
  it('names each setting of the schema, and only those', () => {
    expect(Object.keys(EFFECTS).sort()).toEqual(Object.keys(settingsSchema.properties).sort());
  });

  it.each(Object.entries(EFFECTS).filter((e): e is [string, Ruled] => 'rule' in e[1]))(
    '%s changes what its rule answers',
    (_key, { rule, on, off }) => {
      expect(rule({ ...on, ...off })).not.toEqual(rule(on));
    },
  );

  it.each(Object.entries(EFFECTS).filter((e): e is [string, Elsewhere] => 'onServer' in e[1]))(
    '%s is toggled by the server test of the settings only the server reads',
    (key) => {
      expect(SERVER_SIDE_SETTINGS).toContain(key);
    },
  );

  it('the storefront itself loads the third-party scripts its settings turn on, and only those', async () => {
    document.head.querySelectorAll('script[src^="https://"]').forEach((s) => s.remove());
    await storefrontAt({ path: '/' }, { ...AMO, yandexMetricsEnabled: false });
    await waitFor(() => expect(document.getElementById('amocrm-chat')).not.toBeNull());
    expect(document.getElementById('yandex-metrika')).toBeNull();
    cleanup();
    document.head.querySelectorAll('script[src^="https://"]').forEach((s) => s.remove());
    await storefrontAt({ path: '/' }, { ...METRIKA, chatActive: false });
    await waitFor(() => expect(document.getElementById('yandex-metrika')).not.toBeNull());
    expect(document.getElementById('amocrm-chat')).toBeNull();
  });

  describe.each(pageGroups(Object.entries(EFFECTS).filter((e): e is [string, Shown] => 'sees' in e[1])))(
    '%s: a page with its settings all on, then one with each turned off (the two differ by it alone)',
    (_page, group) => {
      const seenOn = new Map<string, unknown>();
      beforeAll(async () => {
        await storefrontAt(group, group.on);
        for (const [key, effect] of group.checks)
          seenOn.set(key, await waitFor(() => expect(effect.sees()).not.toBeNull()).then(() => true, String));
        cleanup();
        localStorage.clear();
      });

      it.each(group.checks)('%s changes the page', async (key, effect) => {
        expect(seenOn.get(key)).toBe(true);
        await storefrontAt(group, { ...group.on, ...effect.off });
        expect(effect.sees()).toBeNull();
      });
    },
  );
});
