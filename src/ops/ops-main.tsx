import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../api/client';
import { orThrow } from '../api/errors';
import { createQueryClient } from '../api/query-client';
import { chooseLanguage } from '../domain/language';
import type { Lang } from '../domain/localized';
import { createI18n } from '../i18n/i18n';
import { readLanguageCookie } from '../platform/cookies';
import { tenantStorage } from '../platform/storage';
import type { Stored } from '../tenant/stored';
import { OpsBoard } from './ops-board';
import { pictureUploader } from './manage/picture-upload-api';
import { StaffLogin } from '../tenant/staff-login';
import './ops.css';

/** The staff order desk at /ops: its own root, loaded only there (never in a customer's first load). */
export async function startOps(element: HTMLElement, sub: string) {
  const storage = tenantStorage<Stored>(sub);
  let merchantId: number | null = null;
  const session = {
    getToken: () => storage.get('opsToken'),
    onUnauthorized: () => {
      storage.remove('opsToken');
      storage.remove('opsStaff');
      location.reload();
    },
  };
  let language: string | null = null;
  // the desk's language goes with every call: the spreadsheet and the errors come back in it
  const api = createApiClient({
    getMerchantId: () => merchantId,
    getLanguage: () => language,
    session,
    scheme: 'staff',
  });
  const merchant = orThrow(await api.GET('/users/v1/merchants/sub/{sub}', { params: { path: { sub } } }));
  merchantId = merchant.id;
  const settings = orThrow(await api.GET('/support/v1/merchant/settings/web'));
  const lang = chooseLanguage({ stored: readLanguageCookie(), settings, telegram: null });
  language = lang;
  const i18n = await createI18n(lang);
  // the desk's namespaces: ops.json and one ops-<area>.json per area (ops-manage, ops-reports, …)
  const strings = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/ops*.json');
  await Promise.all(
    Object.entries(strings)
      .filter(([path]) => path.startsWith(`../../locales/${lang}/`))
      .map(async ([path, load]) => {
        const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
        i18n.addResourceBundle(lang, ns, (await load()).default);
      }),
  );
  document.documentElement.lang = lang;
  document.title = `${i18n.t('ops:title')} · ${settings.brand ?? merchant.name}`;
  const queryClient = createQueryClient();

  function OpsApp() {
    const [staff, setStaff] = useState(() => (storage.get('opsToken') ? storage.get('opsStaff') : null));
    return staff ? (
      <OpsBoard
        api={api}
        uploadPicture={pictureUploader({
          merchantId: merchant.id,
          getToken: session.getToken,
          lang: lang as Lang,
        })}
        merchantId={merchant.id}
        staff={staff}
        lang={lang as Lang}
        onLogout={() => {
          storage.remove('opsToken');
          storage.remove('opsStaff');
          queryClient.clear();
          setStaff(null);
        }}
      />
    ) : (
      <StaffLogin
        area="ops"
        api={api}
        lang={lang as Lang}
        onLoggedIn={(token, member) => {
          storage.set('opsToken', token);
          storage.set('opsStaff', member);
          setStaff(member);
        }}
      />
    );
  }

  createRoot(element).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <OpsApp />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
