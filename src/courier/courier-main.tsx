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
import { addStaffStrings, mountStaffApp, StaffGate, staffSession } from '../tenant/staff-app';
import type { CourierStored } from './use-courier-position';
import './courier.css';

/**
 * The courier app at /courier: its own root, loaded only there, phone-sized and installable (its
 * own manifest), in the merchant's colours, dark when the merchant's theme or the phone is.
 */
export async function startCourier(element: HTMLElement, sub: string) {
  const storage = tenantStorage<CourierStored>(sub);
  let merchantId: number | null = null;
  const login = staffSession(storage, 'courierToken', 'courierStaff');
  const session = {
    getToken: login.getToken,
    onUnauthorized: () => {
      login.forget();
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
  await addStaffStrings(i18n, lang, strings);
  document.documentElement.lang = lang;
  document.title = `${i18n.t('courier:title')} · ${settings.brand ?? merchant.name}`;
  // installable as its own app, opening at /courier
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', '/courier.webmanifest');
  const queryClient = createQueryClient();

  mountStaffApp(
    element,
    i18n,
    queryClient,
    <StaffGate area="courier" api={api} lang={lang as Lang} session={login}>
      {(_staff, logOut) => (
        <CourierHome
          api={api}
          storage={storage}
          lang={lang as Lang}
          onLanguage={(next) => {
            writeLanguageCookie(next);
            location.reload();
          }}
          onLogout={logOut}
        />
      )}
    </StaffGate>,
  );
}
