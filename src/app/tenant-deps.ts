import { createActor, fromPromise } from 'xstate';
import { createApiClient } from '../api/client';
import { createQueryClient } from '../api/query-client';
import type { components } from '../api/schema';
import { sessionMachine } from '../api/session.machine';
import { tenantStorage } from '../platform/storage';
import { notify } from '../ui/notify';

type User = components['schemas']['User'];

/** Stored values kept through a 401 (spec section 4): the merchant and the bot init data. */
export const KEEP_ON_LOGOUT = ['initData', 'lang'] as const;

/** Everything one tenant owns: storage, query cache, session and API client. */
export function createTenantDeps(sub: string, t: (key: string) => string, navigateHome: () => void) {
  const storage = tenantStorage(sub);
  const queryClient = createQueryClient();
  let merchantId: number | null = null;
  let api: ReturnType<typeof createApiClient> | null = null;
  const session = createActor(
    sessionMachine.provide({
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
          queryClient.removeQueries({ queryKey: ['me'] });
        },
        goHome: () => navigateHome(),
        notifyExpired: () => notify('error', t('errors.logOut401')),
      },
      actors: {
        // Revoking is best-effort: the local session ends whatever the server answers.
        revokeToken: fromPromise(async () => {
          await api?.POST('/users/v1/users/logout');
        }),
      },
    }),
    { input: { token: storage.get<string>('token'), user: storage.get<User>('user') } },
  ).start();
  api = createApiClient({
    getMerchantId: () => merchantId,
    session: {
      getToken: () => session.getSnapshot().context.token,
      onUnauthorized: () => session.send({ type: 'UNAUTHORIZED' }),
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
