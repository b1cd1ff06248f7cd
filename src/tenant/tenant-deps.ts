import { createActor, fromPromise, waitFor } from 'xstate';
import { createApiClient } from '../api/client';
import { ALL_USERS_KEY, createQueryClient } from '../api/query-client';
import { sessionMachine } from '../api/session.machine';
import { tenantStorage } from '../platform/storage';
import type { TelegramWebApp } from '../platform/telegram';
import { notify } from '../ui/notify';
import type { Stored } from './stored';

/** Stored values kept through a 401 (spec section 4): the merchant and the bot init data. */
export const KEEP_ON_LOGOUT = ['initData', 'lang'] as const;

/** Everything one tenant owns: storage, query cache, session and API client. */
export function createTenantDeps(
  sub: string,
  t: (key: string) => string,
  navigateHome: () => void,
  telegram: TelegramWebApp | null = null,
  getLanguage: () => string | null = () => null,
  /** the server's first screen calls its own API in-process */
  transport?: { fetch: typeof fetch; baseUrl: string },
) {
  const storage = tenantStorage<Stored>(sub);
  const queryClient = createQueryClient();
  let merchantId: number | null = null;
  let api: ReturnType<typeof createApiClient> | null = null;
  const session = createActor(
    sessionMachine().provide({
      actions: {
        persist: ({ context }) => {
          if (context.token) {
            storage.set('token', context.token);
            storage.set('user', context.user);
          } else {
            storage.remove('token');
            storage.remove('user');
          }
        },
        clearLocalData: () => {
          storage.clear(KEEP_ON_LOGOUT);
          // User data lives under ['me', …]; the merchant's menu and places stay valid.
          queryClient.removeQueries({ queryKey: ALL_USERS_KEY });
        },
        goHome: () => navigateHome(),
        notifyExpired: () => notify('error', t('errors.logOut401')),
      },
      guards: { canReauthenticate: () => telegram !== null },
      actors: {
        // Revoking is best-effort: the local session ends whatever the server answers.
        revokeToken: fromPromise(async () => {
          await api?.POST(telegram ? '/webbot/v1/users/logout' : '/users/v1/users/logout');
        }),
        // Inside Telegram a 401 first re-authenticates with initData; only a refusal logs out.
        reauthenticate: fromPromise(async () => {
          const result = await api?.POST('/webbot/v1/users/auth', {
            body: { initData: telegram?.initData ?? '' },
          });
          if (!result?.data) throw new Error('Telegram re-authentication refused');
          return result.data;
        }),
      },
    }),
    { input: { token: storage.get('token'), user: storage.get('user') } },
  ).start();
  api = createApiClient({
    getMerchantId: () => merchantId,
    getLanguage,
    ...(transport ?? {}),
    session: {
      getToken: () => session.getSnapshot().context.token,
      // Resolves with the renewed token after a silent Telegram re-auth, else null.
      onUnauthorized: async () => {
        session.send({ type: 'UNAUTHORIZED' });
        const settled = await waitFor(session, (s) => !s.matches('reauthenticating'));
        return settled.matches('authenticated') ? settled.context.token : null;
      },
    },
  });
  return {
    storage,
    queryClient,
    session,
    api,
    setMerchantId(id: number) {
      merchantId = id;
    },
  };
}

export type TenantDeps = ReturnType<typeof createTenantDeps>;
