import { createActor, fromPromise, type Actor } from 'xstate';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/query-client';
import type { components } from '../../api/schema';
import { loginMachine } from './login.machine';

type AuthResult = { token: string; user: components['schemas']['User'] };

interface LoginEntry {
  actor: Actor<typeof loginMachine>;
  result: { value: AuthResult | null };
  /** set once the session took the result: the next visit to /login starts afresh */
  consumed: boolean;
}

const entries = new WeakMap<ApiClient, LoginEntry>();

function createEntry(api: ApiClient): LoginEntry {
  const result = { value: null as AuthResult | null };
  const actor = createActor(
    loginMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) =>
          unwrap(await api.POST('/users/v1/auth/otp', { body: { phone: input.phone } })),
        ),
        verifyCode: fromPromise(async ({ input }) => {
          result.value = unwrap(
            await api.POST('/users/v1/auth/otp/verify', { body: { phone: input.phone, code: input.code } }),
          );
          return result.value;
        }),
      },
    }),
    { input: {} },
  ).start();
  return { actor, result, consumed: false };
}

/** One login flow per tenant, shared by /login and /login/confirm. */
export function loginActorFor(api: ApiClient): LoginEntry {
  const existing = entries.get(api);
  if (existing && !existing.consumed) return existing;
  const entry = createEntry(api);
  entries.set(api, entry);
  return entry;
}

/** The session took the login's result; returns it only the first time. */
export function takeLoginResult(api: ApiClient): AuthResult | null {
  const entry = entries.get(api);
  if (!entry || entry.consumed || !entry.result.value) return null;
  entry.consumed = true;
  return entry.result.value;
}
