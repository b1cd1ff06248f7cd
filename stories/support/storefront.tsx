import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor } from 'xstate';
import { createApiClient } from '../../src/api/client';
import { createQueryClient } from '../../src/api/query-client';
import type { components } from '../../src/api/schema';
import { sessionMachine } from '../../src/api/session.machine';
import { blockRegistry } from '../../src/app/block-registry';
import { activeLanguages } from '../../src/domain/language';
import type { Lang } from '../../src/domain/localized';
import { themeVars } from '../../src/domain/theme';
import type { Storefront } from '../../src/tenant/storefront-context';
import type { Stored } from '../../src/tenant/stored';
import { TenantProviders } from '../../src/tenant/tenant-providers';
import { menuQuery } from '../../src/features/menu/menu.queries';
import { tenantStorage } from '../../src/platform/storage';
import type { i18n } from 'i18next';
import { fixtureFetch, type StorefrontFixture } from './fixtures';

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
}

const IMAGES = import.meta.glob<string>('../../schemas/fixtures/images/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const fixtureImage = (name: string | null | undefined) =>
  name ? (IMAGES[`../../schemas/fixtures/images/${name}`] ?? null) : null;

function themeStyle(settings: StorefrontFixture['settings']): CSSProperties {
  const vars = Object.fromEntries(Object.entries(themeVars(settings)).filter(([k]) => k.startsWith('--')));
  return {
    ...vars,
    colorScheme: settings.isDark ? 'dark' : 'light',
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
    const session = createActor(sessionMachine, {
      input: { token: options.user ? 'fixture-token' : null, user: options.user ?? null },
    }).start();
    const api = createApiClient({
      baseUrl: 'http://fixture/api',
      fetch: state === 'loading' ? pending : state === 'error' ? failing : fixtureFetch(fixture),
      getMerchantId: () => fixture.merchant.id,
      session: { getToken: () => null, onUnauthorized: () => {} },
    });
    if (state === 'ready')
      queryClient.setQueryData(menuQuery(api, fixture.merchant.id, 'WEB', null).queryKey, fixture.menu);
    return { queryClient, session, api, location: memoryLocation({ path: options.path ?? '/' }) };
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
    storage: tenantStorage<Stored>(`story-${fixture.merchant.sub}`, null),
    image: fixtureImage,
    lang,
    languages: activeLanguages(settings),
    setLang: (l) => void i18nInstance.changeLanguage(l),
    channel: 'WEB',
    telegram: null,
    cityId: fixture.cities[0]?.id ?? null,
    branchId: null,
    setCity: () => {},
    setBranch: () => {},
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
          <div lang={lang} style={themeStyle(settings)}>
            {children}
          </div>
        </Router>
      </TenantProviders>
    </I18nextProvider>
  );
}
