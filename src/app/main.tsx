import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ownDomainTenant, resolveTenant } from '../domain/tenant';
import { createI18n } from '../i18n/i18n';
import { chooseLanguage } from '../domain/language';
import type { Lang } from '../domain/localized';
import { readLanguageCookie } from '../platform/cookies';
import { noteConfigVersion, watchBuild, watchChunkErrors } from '../platform/reload-guard';
import { storedMerchantSub } from '../platform/storage';
import { startTelegram } from '../platform/telegram';
import { startServiceWorker } from '../platform/service-worker';
import '../ui/global.css';
import { readBootstrap, readFirstScreen } from './bootstrap';
import { Root, rootDeps } from './root';
import { startupMachine } from './startup.machine';
import { startupActor } from './startup.actors';
import { sessionMachine } from '../api/session.machine';
import { menuQuery } from '../features/menu/menu.queries';
import { preloadMenu } from '../features/menu/components/menu-view';
import type { LayoutDocument } from '../engine/layout-types';
import { preloadFirstScreen } from './first-screen';

declare global {
  interface Window {
    /** Settles when the stylesheets a server-rendered page loads with its scripts have arrived (server/page-scripts.ts). */
    __dxStyles?: Promise<unknown>;
  }
}

const inlined = readBootstrap();
const tenant =
  ownDomainTenant(
    location.hostname,
    inlined && { sub: inlined.merchant.sub, domain: inlined.settings.domain },
  ) ??
  resolveTenant({
    hostname: location.hostname,
    search: location.search,
    stored: storedMerchantSub.get(),
  });
const bootstrap = inlined && inlined.merchant.sub === tenant.sub ? inlined : null;

watchChunkErrors();
watchBuild(import.meta.env.VITE_BUILD_ID ?? 'dev');
noteConfigVersion(bootstrap?.merchant.configVersion);

const root = document.getElementById('root');
// The staff order desk is its own root, loaded only at /ops
if (root && /^\/ops(\/|$)/.test(location.pathname)) {
  const { startOps } = await import('../ops/ops-main');
  await startOps(root, tenant.sub);
} else if (root && /^\/courier(\/|$)/.test(location.pathname)) {
  // the courier app: its own root too, loaded only at /courier
  const { startCourier } = await import('../courier/courier-main');
  await startCourier(root, tenant.sub);
} else if (root) {
  await startStorefront(root);
}

/**
 * Gives the browser the main thread between the start's steps (a task each, none long enough to hold
 * a tap or a frame back on a slow phone).
 */
function yieldToBrowser() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

async function startStorefront(root: HTMLElement) {
  // the modules' own evaluation was one task: the start's work begins in another
  await yieldToBrowser();
  const telegram = await startTelegram();
  // the server's first screen, hydrated with the data it was rendered from (never inside Telegram,
  // whose storefront is its own)
  const screen = !telegram && bootstrap && root.hasAttribute('data-ssr') ? readFirstScreen() : null;
  const i18n = await createI18n(
    screen?.lang ??
      chooseLanguage({
        stored: readLanguageCookie(),
        settings: bootstrap?.settings ?? {},
        telegram: telegram?.initDataUnsafe?.user?.language_code ?? null,
      }),
  );
  // installable and usable offline on the web (never inside Telegram)
  startServiceWorker({
    telegram: Boolean(telegram),
    lang: i18n.language,
    merchantId: bootstrap?.merchant.id ?? null,
    onLanguage: (listener) => i18n.on('languageChanged', listener),
  });
  // the state machines of the session and the start are built in a task of their own (the first
  // build compiles xstate's code: a few milliseconds), not inside the one that starts the session or
  // the first draw
  await yieldToBrowser();
  sessionMachine();
  startupMachine();
  // the tenant's session, cache and client come in a task of their own
  await yieldToBrowser();
  const props = {
    sub: tenant.sub,
    development: tenant.development,
    bootstrap,
    channel: telegram ? ('TG' as const) : ('WEB' as const),
    telegram,
    i18n,
  };
  const deps = screen && bootstrap ? rootDeps(tenant.sub, i18n, null) : null;
  if (deps && bootstrap && screen) {
    deps.setMerchantId(bootstrap.merchant.id);
    hydrate(deps.queryClient, screen.state);
  }
  await yieldToBrowser();
  // the menu the first screen shows, from the request the page's head started
  const menu =
    deps && bootstrap
      ? await deps.queryClient
          .fetchQuery(menuQuery(deps.api, bootstrap.merchant.id, 'WEB', null, i18n.language as Lang))
          .catch(() => null)
      : null;
  if (deps && menu && bootstrap) {
    await Promise.all([
      preloadFirstScreen(
        location.pathname,
        bootstrap.settings as Record<string, unknown>,
        bootstrap.layout as LayoutDocument,
      ),
      preloadMenu(menu),
      // the whole stylesheet, of which the server's page carries the first screen's part
      window.__dxStyles,
    ]).catch(() => undefined);
    await yieldToBrowser();
    // the start's first state worked out in a task of its own, not inside Root's first draw
    const startup = startupActor(deps, props);
    await yieldToBrowser();
    // as a transition, hydration yields to the browser every few milliseconds instead of one long
    // task (a tap meanwhile is replayed once its part is hydrated)
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Root key={tenant.sub} {...props} deps={deps} startup={startup} hydrating />
        </StrictMode>,
      );
    });
    return;
  }
  await window.__dxStyles;
  root.replaceChildren();
  root.removeAttribute('data-ssr');
  createRoot(root).render(
    <StrictMode>
      <Root key={tenant.sub} {...props} />
    </StrictMode>,
  );
}
