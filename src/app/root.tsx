import { useSelector } from '@xstate/react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cityOfPoint, defaultCity } from '../domain/city';
import { imageUrl, placeholderUrl } from '../domain/images';
import type { Lang } from '../domain/localized';
import type { Storefront } from '../tenant/storefront-context';
import type { SeatedTable } from '../tenant/stored';
import { TenantProviders } from '../tenant/tenant-providers';
import { HydrationGate } from '../ui/use-hydrated';
import { blockRegistry } from './block-registry';
import { themeVars } from '../domain/theme';
import { switchLanguage } from '../i18n/i18n';
import type { i18n as I18n } from 'i18next';
import { activeLanguages, chooseLanguage } from '../domain/language';
import { readLanguageCookie, writeLanguageCookie } from '../platform/cookies';
import { storedMerchantSub } from '../platform/storage';
import { afterFirstPaint } from '../platform/scripts';
import { App } from './app';
import { languageFailed } from './language-failed';
import { StartupError, StartupSkeleton } from './startup-screens';
import { startupActor, type StartupActor } from './startup.actors';
import type { Bootstrap } from '../api/bootstrap';
import { createTenantDeps, type TenantDeps } from '../tenant/tenant-deps';
import { useTelegramLogin } from './use-telegram-login';
import { brandTelegram, followViewport, type TelegramWebApp } from '../platform/telegram';

const CDN = import.meta.env.VITE_CDN_URL ?? '/cdn';

function applyTheme(settings: Storefront['settings'], telegram: TelegramWebApp | null) {
  const root = document.documentElement;
  const vars = themeVars(settings, telegram);
  for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
  // Telegram's own controls in the merchant's colours (the text on the button is the readable one)
  if (telegram)
    brandTelegram(telegram, {
      primary: vars['--primary'] as string,
      onPrimary: vars['--on-primary'] as string,
      bg: vars['--bg'] as string,
      surface: vars['--surface'] as string,
    });
}

/** One tenant's storage, cache, session and client; the server's first screen passes its own fetch. */
export function rootDeps(
  sub: string,
  i18n: I18n,
  telegram: TelegramWebApp | null = null,
  transport?: { fetch: typeof fetch; baseUrl: string },
) {
  return createTenantDeps(
    sub,
    (key) => i18n.t(key),
    () => window.history.pushState(null, '', '/'),
    telegram,
    () => i18n.language,
    transport,
  );
}

export function Root({
  sub,
  development,
  bootstrap,
  channel,
  i18n,
  telegram = null,
  deps: given,
  startup: givenStartup,
  hydrating = false,
}: {
  sub: string;
  development: boolean;
  bootstrap: Bootstrap | null;
  channel: 'WEB' | 'TG';
  i18n: I18n;
  telegram?: TelegramWebApp | null;
  /** deps made beforehand: by the server's first screen, or holding the data it rendered with */
  deps?: TenantDeps;
  /** the start's actor made beforehand, not yet started (a hydrating page's) */
  startup?: StartupActor;
  /**
   * hydrating the server's first screen: the first render is the server's (no branch, city or
   * table from the device); what the device remembers comes right after
   */
  hydrating?: boolean;
}) {
  const [deps] = useState(() => given ?? rootDeps(sub, i18n, telegram));
  const { api, queryClient, storage, session } = deps;
  const botError = useTelegramLogin(telegram, deps, i18n.language as Lang);

  // the start: made beforehand by a hydrating page, else here; started once drawn (never stopped:
  // Root lives as long as the page)
  const [startup] = useState(() => givenStartup ?? startupActor(deps, { sub, bootstrap, channel, i18n }));
  useEffect(() => {
    startup.start();
  }, [startup]);
  // one selector each: a step of the start that changes neither (the menu loaded, ready) draws nothing
  const failed = useSelector(startup, (s) => s.matches('failed'));
  const { merchant, settings, layout, cities } = useSelector(startup, (s) => s.context);

  if (merchant) deps.setMerchantId(merchant.id);

  const [lang, setLangState] = useState<Lang>(() => i18n.language as Lang);
  const [cityId, setCityId] = useState<number | null>(() => (hydrating ? null : storage.get('city')));
  const [branchId, setBranchId] = useState<number | null>(() =>
    hydrating ? null : storage.get('nearestBranch'),
  );
  const [table, setTableState] = useState<SeatedTable | null>(() =>
    hydrating ? null : storage.get('table'),
  );
  // where the customer's deliveries go: its city is the default when the merchant names no main city
  const addressOf = () => storage.get('lastDeliveryAddress') ?? storage.get('deliveryAddress');
  const [address, setAddress] = useState(() => (hydrating ? null : addressOf()));
  useEffect(() => {
    if (!hydrating) return;
    // after hydration, what the device remembers (the server's first render knows none of it), drawn
    // as a transition: in slices, not one long task
    startTransition(() => {
      setCityId(storage.get('city'));
      setBranchId(storage.get('nearestBranch'));
      setTableState(storage.get('table'));
      setAddress(addressOf());
    });
  }, [hydrating, storage]); // eslint-disable-line react-hooks/exhaustive-deps -- addressOf reads the same storage

  useEffect(() => {
    storedMerchantSub.set(sub);
  }, [sub]);
  useEffect(() => (telegram ? followViewport(telegram) : undefined), [telegram]);

  // Language and branding follow the settings as soon as they are known (spec sections 1 and 4).
  const startSettings = bootstrap?.settings;
  useEffect(() => {
    if (!settings) return;
    // the page's own theme style (server/spa.ts) carries the start's settings: their colours are set
    // again only inside Telegram (its own colours) or for settings that came since
    if (settings !== startSettings || telegram) applyTheme(settings, telegram);
    const follow = () => {
      const chosen = chooseLanguage({
        stored: readLanguageCookie(),
        settings,
        telegram: telegram?.initDataUnsafe?.user?.language_code ?? null,
      });
      if (chosen !== i18n.language)
        void switchLanguage(i18n, chosen).then(() => setLangState(chosen), languageFailed(i18n, chosen));
    };
    // the page started in the language chosen from these same settings and cookie: it is checked
    // again (a page kept from another visit) once painted, not among the start's first tasks
    if (settings === startSettings) return afterFirstPaint(follow);
    follow();
  }, [settings, startSettings, i18n, telegram]);

  // the page's language (each page's title is App's and the dish's own: written here, it put the
  // home's title over the page the server had named)
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);

  // The chosen city, else the default one as soon as the cities are there (spec section 4: the main
  // city, else the city of the customer's address, else the first).
  const effectiveCityId =
    cityId ?? defaultCity(cities, merchant?.mainCityId, cityOfPoint(cities ?? [], address)?.id)?.id ?? null;

  const setLang = useCallback(
    (next: Lang) => {
      writeLanguageCookie(next);
      void switchLanguage(i18n, next).then(() => setLangState(next), languageFailed(i18n, next));
    },
    [i18n],
  );

  const storefront = useMemo<Storefront | null>(
    () =>
      merchant && settings && layout
        ? {
            sub,
            development,
            merchant,
            settings,
            layout,
            cities,
            api,
            storage,
            image: (name, options) => imageUrl(name, CDN, options),
            placeholder: (name) => placeholderUrl(name, CDN),
            lang,
            languages: activeLanguages(settings),
            setLang,
            channel,
            telegram,
            cityId: effectiveCityId,
            branchId,
            setCity: (id) => {
              setCityId(id);
              storage.set('city', id);
            },
            setBranch: (id) => {
              setBranchId(id);
              if (id === null) storage.remove('nearestBranch');
              else storage.set('nearestBranch', id);
            },
            table,
            setTable: (seated) => {
              setTableState(seated);
              if (seated) storage.set('table', seated);
              else storage.remove('table');
            },
          }
        : null,
    [
      sub,
      development,
      merchant,
      settings,
      layout,
      cities,
      api,
      storage,
      lang,
      setLang,
      channel,
      telegram,
      effectiveCityId,
      branchId,
      table,
    ],
  );

  return (
    <I18nextProvider i18n={i18n}>
      {botError ? (
        <StartupError title={botError} onRetry={() => location.reload()} />
      ) : failed ? (
        <StartupError onRetry={() => startup.send({ type: 'RETRY' })} />
      ) : !storefront ? (
        <StartupSkeleton />
      ) : (
        <TenantProviders
          queryClient={queryClient}
          session={session}
          storefront={storefront}
          registry={blockRegistry}
          source={sub}
          layoutChecked={bootstrap?.layoutChecked === true && layout === bootstrap.layout}
        >
          <HydrationGate hydrating={hydrating}>
            <App />
          </HydrationGate>
        </TenantProviders>
      )}
    </I18nextProvider>
  );
}
