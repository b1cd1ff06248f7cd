import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ownDomainTenant, resolveTenant } from '../domain/tenant';
import { createI18n } from '../i18n/i18n';
import { chooseLanguage } from '../domain/language';
import { readLanguageCookie } from '../platform/cookies';
import { watchBuild, watchChunkErrors } from '../platform/reload-guard';
import { storedMerchantSub } from '../platform/storage';
import { startTelegram } from '../platform/telegram';
import '../ui/global.css';
import { readBootstrap } from './bootstrap';
import { Root } from './root';

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

const root = document.getElementById('root');
// The staff order desk is its own root, loaded only at /ops
if (root && /^\/ops(\/|$)/.test(location.pathname)) {
  const { startOps } = await import('../ops/ops-main');
  await startOps(root, tenant.sub);
} else if (root) {
  await startStorefront(root);
}

async function startStorefront(root: HTMLElement) {
  const telegram = await startTelegram();
  const i18n = await createI18n(
    chooseLanguage({
      stored: readLanguageCookie(),
      settings: bootstrap?.settings ?? {},
      telegram: telegram?.initDataUnsafe?.user?.language_code ?? null,
    }),
  );
  createRoot(root).render(
    <StrictMode>
      <Root
        key={tenant.sub}
        sub={tenant.sub}
        development={tenant.development}
        bootstrap={bootstrap}
        channel={telegram ? 'TG' : 'WEB'}
        telegram={telegram}
        i18n={i18n}
      />
    </StrictMode>,
  );
}
