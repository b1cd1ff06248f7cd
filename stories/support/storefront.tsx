import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LinkNavigation } from '../../src/ui/link';
import { createActor } from 'xstate';
import { createApiClient } from '../../src/api/client';
import { createQueryClient } from '../../src/api/query-client';
import type { components } from '../../src/api/schema';
import { sessionMachine } from '../../src/api/session.machine';
import { blockRegistry } from '../../src/app/block-registry';
import type { BasketLine } from '../../src/domain/basket';
import { activeLanguages } from '../../src/domain/language';
import type { Lang } from '../../src/domain/localized';
import { themeVars } from '../../src/domain/theme';
import type { Storefront } from '../../src/tenant/storefront-context';
import type { Stored } from '../../src/tenant/stored';
import { TenantProviders } from '../../src/tenant/tenant-providers';
import { menuQuery } from '../../src/features/menu/menu.queries';
import { tenantStorage } from '../../src/platform/storage';
import type { i18n } from 'i18next';
import type { TelegramWebApp } from '../../src/platform/telegram';
import { fixtureFetch, type OrderStatus, type StorefrontFixture } from './fixtures';

type User = components['schemas']['User'];

export interface FixtureOptions {
  fixture: StorefrontFixture;
  i18n: i18n;
  /** setting overrides on top of the fixture's */
  settings?: Partial<StorefrontFixture['settings']>;
  layout?: unknown;
  user?: User | null;
  /** 'loading' keeps every query pending; 'error' fails them */
  state?: 'ready' | 'loading' | 'error';
  path?: string;
  /** every category shown in one view type */
  categoryView?: { viewType: 'BIG' | 'MEDIUM' | 'SMALL'; scrollType?: 'VERTICAL' | 'HORIZONTAL' };
  /** the status the fixture's order no. 1001 is at */
  orderStatus?: OrderStatus;
  /** inside Telegram: the Mini App's WebApp object (its theme applies when the merchant allows) */
  telegram?: TelegramWebApp | null;
  /** a picture's address by its name (default: the generated fixtures' pictures) */
  image?: (name: string | null | undefined) => string | null;
  /** the customer's basket when the storefront opens (default: as the browser keeps it) */
  basket?: BasketLine[];
}

const IMAGES = import.meta.glob<string>('../../schemas/fixtures/images/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const fixtureImage = (name: string | null | undefined) =>
  name ? (IMAGES[`../../schemas/fixtures/images/${name}`] ?? null) : null;

function themeStyle(settings: StorefrontFixture['settings'], telegram: TelegramWebApp | null): CSSProperties {
  const all = themeVars(settings, telegram);
  const vars = Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith('--')));
  return {
    ...vars,
    colorScheme: all['color-scheme'] as CSSProperties['colorScheme'],
    background: 'var(--bg)',
    color: 'var(--text)',
    minHeight: '100vh',
  } as CSSProperties;
}

/** The storefront's providers around a story, fed by fixtures only. */
export function FixtureStorefront({ options, children }: { options: FixtureOptions; children: ReactNode }) {
  const { i18n: i18nInstance, state = 'ready', categoryView } = options;
  const fixture = useMemo(
    () =>
      categoryView
        ? {
            ...options.fixture,
            menu: {
              ...options.fixture.menu,
              categories: options.fixture.menu.categories.map((c) => ({ ...c, ...categoryView })),
            },
          }
        : options.fixture,
    [options.fixture, categoryView],
  );
  const settings = useMemo(
    () => ({ ...fixture.settings, ...options.settings }) as StorefrontFixture['settings'],
    [fixture, options.settings],
  );
  const [deps] = useState(() => {
    const queryClient = createQueryClient();
    const pending: typeof fetch = () => new Promise(() => {});
    const failing: typeof fetch = async () =>
      new Response(JSON.stringify({ code: 'DOWN', message: 'Fixture error' }), { status: 503 });
    const session = createActor(sessionMachine(), {
      input: { token: options.user ? 'fixture-token' : null, user: options.user ?? null },
    }).start();
    const api = createApiClient({
      baseUrl: 'http://fixture/api',
      fetch:
        state === 'loading'
          ? pending
          : state === 'error'
            ? failing
            : fixtureFetch(fixture, options.orderStatus),
      getMerchantId: () => fixture.merchant.id,
      session: { getToken: () => null, onUnauthorized: () => {} },
    });
    if (state === 'ready')
      for (const lang of [null, 'uz', 'ru', 'en'] as const)
        queryClient.setQueryData(
          menuQuery(api, fixture.merchant.id, 'WEB', null, lang).queryKey,
          fixture.menu,
        );
    const storage = tenantStorage<Stored>(`story-${fixture.merchant.sub}`, null);
    if (options.basket) storage.set('basket', options.basket);
    return { queryClient, session, api, storage, location: memoryLocation({ path: options.path ?? '/' }) };
  });
  const lang = i18nInstance.language as Lang;
  const storefront: Storefront = {
    sub: fixture.merchant.sub,
    development: true,
    merchant: fixture.merchant,
    settings,
    layout: (options.layout ?? fixture.layout) as Storefront['layout'],
    cities: fixture.cities,
    api: deps.api,
    storage: deps.storage,
    image: options.image ?? fixtureImage,
    placeholder: () => null,
    lang,
    languages: activeLanguages(settings),
    setLang: (l) => void i18nInstance.changeLanguage(l),
    channel: options.telegram ? 'TG' : 'WEB',
    telegram: options.telegram ?? null,
    cityId: fixture.cities[0]?.id ?? null,
    branchId: null,
    setCity: () => {},
    setBranch: () => {},
    table: null,
    setTable: () => {},
  };
  return (
    <I18nextProvider i18n={i18nInstance}>
      <TenantProviders
        queryClient={deps.queryClient}
        session={deps.session}
        storefront={storefront}
        registry={blockRegistry}
        source={`story ${fixture.merchant.sub}`}
      >
        <Router hook={deps.location.hook}>
          <LinkNavigation value={deps.location.navigate}>
            <div lang={lang} style={themeStyle(settings, options.telegram ?? null)}>
              {children}
            </div>
          </LinkNavigation>
        </Router>
      </TenantProviders>
    </I18nextProvider>
  );
}
