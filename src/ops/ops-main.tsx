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
import { addStaffStrings, mountStaffApp, StaffGate, staffSession } from '../tenant/staff-app';
import './ops.css';

/** The staff order desk at /ops: its own root, loaded only there (never in a customer's first load). */
export async function startOps(element: HTMLElement, sub: string) {
  const storage = tenantStorage<Stored>(sub);
  let merchantId: number | null = null;
  const login = staffSession(storage, 'opsToken', 'opsStaff');
  const session = {
    getToken: login.getToken,
    onUnauthorized: () => {
      login.forget();
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
  await addStaffStrings(i18n, lang, strings);
  document.documentElement.lang = lang;
  document.title = `${i18n.t('ops:title')} · ${settings.brand ?? merchant.name}`;
  const queryClient = createQueryClient();

  mountStaffApp(
    element,
    i18n,
    queryClient,
    <StaffGate area="ops" api={api} lang={lang as Lang} session={login}>
      {(staff, logOut) => (
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
          onLogout={logOut}
        />
      )}
    </StaffGate>,
  );
}
