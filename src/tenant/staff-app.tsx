import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema';
import type { Lang } from '../domain/localized';
import type { TenantStorage } from '../platform/storage';
import { StaffLogin } from './staff-login';

type Staff = components['schemas']['StaffMember'];

/** A staff member's login kept on the device (the desk's and the courier app's under their own keys). */
export interface StaffSession {
  getToken(): string | null;
  staff(): Staff | null;
  keep(token: string, staff: Staff): void;
  forget(): void;
}

/** The stored values a staff login needs: its token and who it is, under two keys. */
type StaffStored<T extends string, S extends string> = Record<T, string> & Record<S, Staff>;

export function staffSession<T extends string, S extends string>(
  storage: TenantStorage<StaffStored<T, S>>,
  tokenKey: T,
  staffKey: S,
): StaffSession {
  return {
    getToken: () => storage.get(tokenKey),
    staff: () => storage.get(staffKey),
    keep(token, staff) {
      storage.set(tokenKey, token as StaffStored<T, S>[T]);
      storage.set(staffKey, staff as StaffStored<T, S>[S]);
    },
    forget() {
      storage.remove(tokenKey);
      storage.remove(staffKey);
    },
  };
}

/** The staff app's strings: the namespaces of `strings` (a glob of locale files) in the language chosen. */
export async function addStaffStrings(
  i18n: I18n,
  lang: string,
  strings: Record<string, () => Promise<{ default: Record<string, unknown> }>>,
) {
  await Promise.all(
    Object.entries(strings)
      .filter(([path]) => path.startsWith(`../../locales/${lang}/`))
      .map(async ([path, load]) => {
        const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
        i18n.addResourceBundle(lang, ns, (await load()).default);
      }),
  );
}

/**
 * The login form until a staff member has logged in, then the app (`children`) with a way to log
 * out, which forgets the login and every cached answer.
 */
export function StaffGate({
  area,
  api,
  lang,
  session,
  children,
}: {
  area: 'ops' | 'courier';
  api: ApiClient;
  lang: Lang;
  session: StaffSession;
  children: (staff: Staff, logOut: () => void) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [staff, setStaff] = useState(() => (session.getToken() ? session.staff() : null));
  if (!staff)
    return (
      <StaffLogin
        area={area}
        api={api}
        lang={lang}
        onLoggedIn={(token, member) => {
          session.keep(token, member);
          setStaff(member);
        }}
      />
    );
  return children(staff, () => {
    session.forget();
    queryClient.clear();
    setStaff(null);
  });
}

/** Renders a staff app into its element with its words and its query client. */
export function mountStaffApp(element: HTMLElement, i18n: I18n, queryClient: QueryClient, app: ReactNode) {
  createRoot(element).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
