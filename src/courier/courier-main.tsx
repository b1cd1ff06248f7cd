import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../api/client';
import { orThrow } from '../api/errors';
import { createQueryClient } from '../api/query-client';
import { chooseLanguage } from '../domain/language';
import type { Lang } from '../domain/localized';
import { themeVars } from '../domain/theme';
import { createI18n } from '../i18n/i18n';
import { readLanguageCookie, writeLanguageCookie } from '../platform/cookies';
import { tenantStorage } from '../platform/storage';
import { CourierHome } from './courier-home';
import { StaffLogin } from '../tenant/staff-login';
import type { CourierStored } from './use-courier-position';
import './courier.css';

/**
 * The courier app at /courier: its own root, loaded only there, phone-sized and installable (its
 * own manifest), in the merchant's colours, dark when the merchant's theme or the phone is.
 */
export async function startCourier(element: HTMLElement, sub: string) {
  const storage = tenantStorage<CourierStored>(sub);
  let merchantId: number | null = null;
  const session = {
    getToken: () => storage.get('courierToken'),
    onUnauthorized: () => {
      storage.remove('courierToken');
      storage.remove('courierStaff');
      location.reload();
    },
  };
  const api = createApiClient({ getMerchantId: () => merchantId, session, scheme: 'staff' });
  const merchant = orThrow(await api.GET('/users/v1/merchants/sub/{sub}', { params: { path: { sub } } }));
  merchantId = merchant.id;
  const settings = orThrow(await api.GET('/support/v1/merchant/settings/web'));
  const lang = chooseLanguage({ stored: readLanguageCookie(), settings, telegram: null });
  // the merchant's theme; dark too when the phone is (a courier rides at night)
  const phoneDark = matchMedia('(prefers-color-scheme: dark)');
  const applyTheme = () => {
    const vars = themeVars({ ...settings, isDark: settings.isDark === true || phoneDark.matches });
    for (const [k, v] of Object.entries(vars)) document.documentElement.style.setProperty(k, v);
  };
  applyTheme();
  phoneDark.addEventListener('change', applyTheme);
  const i18n = await createI18n(lang);
  const strings = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/courier*.json');
  await Promise.all(
    Object.entries(strings)
      .filter(([path]) => path.startsWith(`../../locales/${lang}/`))
      .map(async ([path, load]) => {
        const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
        i18n.addResourceBundle(lang, ns, (await load()).default);
      }),
  );
  document.documentElement.lang = lang;
  document.title = `${i18n.t('courier:title')} · ${settings.brand ?? merchant.name}`;
  // installable as its own app, opening at /courier
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', '/courier.webmanifest');
  const queryClient = createQueryClient();

  function CourierApp() {
    const [staff, setStaff] = useState(() =>
      storage.get('courierToken') ? storage.get('courierStaff') : null,
    );
    if (!staff)
      return (
        <StaffLogin
          area="courier"
          api={api}
          lang={lang as Lang}
          onLoggedIn={(token, member) => {
            storage.set('courierToken', token);
            storage.set('courierStaff', member);
            setStaff(member);
          }}
        />
      );
    return (
      <CourierHome
        api={api}
        storage={storage}
        lang={lang as Lang}
        onLanguage={(next) => {
          writeLanguageCookie(next);
          location.reload();
        }}
        onLogout={() => {
          storage.remove('courierToken');
          storage.remove('courierStaff');
          queryClient.clear();
          setStaff(null);
        }}
      />
    );
  }

  createRoot(element).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CourierApp />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
