import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveTenant } from '../domain/tenant';
import { createI18n } from '../i18n/i18n';
import { chooseLanguage } from '../domain/language';
import { readLanguageCookie } from '../platform/cookies';
import { watchBuild, watchChunkErrors } from '../platform/reload-guard';
import { storedMerchantSub } from '../platform/storage';
import { startTelegram } from '../platform/telegram';
import '../ui/global.css';
import { readBootstrap } from './bootstrap';
import { Root } from './root';

const tenant = resolveTenant({
  hostname: location.hostname,
  search: location.search,
  stored: storedMerchantSub.get(),
});
const inlined = readBootstrap();
const bootstrap = inlined && inlined.merchant.sub === tenant.sub ? inlined : null;

watchChunkErrors();
watchBuild(import.meta.env.VITE_BUILD_ID ?? 'dev');

const telegram = await startTelegram();
const i18n = await createI18n(
  chooseLanguage({
    stored: readLanguageCookie(),
    settings: bootstrap?.settings ?? {},
    telegram: telegram?.initDataUnsafe?.user?.language_code ?? null,
  }),
);
const root = document.getElementById('root');
if (root) {
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
