import { assign, fromPromise, setup } from 'xstate';
import type { components } from './schema';

type User = components['schemas']['User'];

export interface SessionContext {
  token: string | null;
  user: User | null;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; token: string; user: User }
  | { type: 'USER_UPDATED'; user: User }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' };

/**
 * The session (spec section 4): token and user kept in storage; a 401 from any call logs
 * out, clears local data except the merchant and the bot init data, returns home and says
 * why (logOut401). Inside Telegram a 401 first re-authenticates with initData; only when that
 * fails does the logout flow run. Effects are named here and provided by the app.
 */
const buildSessionMachine = () =>
  setup({
    types: {
      context: {} as SessionContext,
      input: {} as { token: string | null; user: User | null },
      events: {} as SessionEvent,
    },
    actors: {
      reauthenticate: fromPromise<{ token: string; user: User }>(async () => {
        throw new Error('no re-authentication outside Telegram');
      }),
      revokeToken: fromPromise<void, { token: string | null }>(async () => {}),
    },
    guards: {
      canReauthenticate: () => false,
    },
    actions: {
      persist: () => {},
      clearLocalData: () => {},
      notifyExpired: () => {},
      goHome: () => {},
      forget: assign({ token: null, user: null }),
    },
  }).createMachine({
    id: 'session',
    context: ({ input }) => ({ token: input.token, user: input.user }),
    initial: 'checking',
    states: {
      checking: {
        always: [
          { guard: ({ context }) => context.token !== null, target: 'authenticated' },
          { target: 'anonymous' },
        ],
      },
      anonymous: {
        on: {
          LOGGED_IN: {
            target: 'authenticated',
            actions: [
              assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
              'persist',
            ],
          },
        },
      },
      authenticated: {
        tags: ['signedIn'],
        on: {
          LOGGED_IN: {
            actions: [
              assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
              'persist',
            ],
          },
          USER_UPDATED: { actions: [assign({ user: ({ event }) => event.user }), 'persist'] },
          LOGOUT: 'loggingOut',
          UNAUTHORIZED: [{ guard: 'canReauthenticate', target: 'reauthenticating' }, { target: 'expired' }],
        },
      },
      reauthenticating: {
        tags: ['signedIn'],
        invoke: {
          src: 'reauthenticate',
          onDone: {
            target: 'authenticated',
            actions: [
              assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
              'persist',
            ],
          },
          onError: 'expired',
        },
        on: { UNAUTHORIZED: {} },
      },
      loggingOut: {
        invoke: {
          src: 'revokeToken',
          input: ({ context }) => ({ token: context.token }),
          onDone: { target: 'anonymous', actions: ['forget', 'clearLocalData', 'persist', 'goHome'] },
          onError: { target: 'anonymous', actions: ['forget', 'clearLocalData', 'persist', 'goHome'] },
        },
      },
      expired: {
        always: {
          target: 'anonymous',
          actions: ['forget', 'clearLocalData', 'persist', 'goHome', 'notifyExpired'],
        },
      },
    },
  });

export type SessionMachine = ReturnType<typeof buildSessionMachine>;
let sessionBuilt: SessionMachine | undefined;
/**
 * The machine, built on first use rather than as the module loads: building a machine the first time
 * compiles xstate's own code, work the page's first task does not need.
 */
export const sessionMachine = () => (sessionBuilt ??= buildSessionMachine());
