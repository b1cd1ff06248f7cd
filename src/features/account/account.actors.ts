import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components } from '../../api/schema';

export type AuthResult = { token: string; user: components['schemas']['User'] };

/** The login machine's calls for a phone login: the code by SMS, then the token and user. */
export function loginActors(api: ApiClient) {
  return {
    sendCode: fromPromise(async ({ input }: { input: { phone: string } }) =>
      orThrow(await api.POST('/users/v1/auth/otp', { body: { phone: input.phone } })),
    ),
    // typed `unknown` as the machine's verify step is shared: the login flow reads it as an AuthResult
    verifyCode: fromPromise(async ({ input }: { input: { phone: string; code: string } }): Promise<unknown> =>
      orThrow(
        await api.POST('/users/v1/auth/otp/verify', { body: { phone: input.phone, code: input.code } }),
      ),
    ),
  };
}

/** The same machine changing a signed-in customer's phone: the code to the new number, then the updated user. */
export function phoneChangeActors(api: ApiClient) {
  return {
    sendCode: fromPromise(async ({ input }: { input: { phone: string } }) =>
      orThrow(await api.PUT('/users/v1/users/phone', { body: { phone: input.phone, type: 'WEB' } })),
    ),
    verifyCode: fromPromise(async ({ input }: { input: { phone: string; code: string } }): Promise<unknown> =>
      orThrow(
        await api.PUT('/users/v1/users/phone/verify', { body: { phone: input.phone, code: input.code } }),
      ),
    ),
  };
}
