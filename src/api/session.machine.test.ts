import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from './session.machine';

const user = { id: 1, phone: '998901234567', merchantId: 1, isActive: true };

function start(
  token: string | null,
  options: { reauth?: () => Promise<{ token: string; user: typeof user }>; telegram?: boolean } = {},
) {
  const spies = {
    persist: vi.fn(),
    clearLocalData: vi.fn(),
    notifyExpired: vi.fn(),
    goHome: vi.fn(),
    revoke: vi.fn(),
  };
  const machine = sessionMachine().provide({
    actions: {
      persist: spies.persist,
      clearLocalData: spies.clearLocalData,
      notifyExpired: spies.notifyExpired,
      goHome: spies.goHome,
    },
    guards: { canReauthenticate: () => options.telegram === true },
    actors: {
      reauthenticate: fromPromise(
        options.reauth ??
          (async () => {
            throw new Error('no');
          }),
      ) as never,
      revokeToken: fromPromise(async ({ input }: { input: { token: string | null } }) =>
        spies.revoke(input.token),
      ) as never,
    },
  });
  return { actor: createActor(machine, { input: { token, user: token ? user : null } }).start(), spies };
}

describe('session machine', () => {
  it('starts authenticated with a stored token, anonymous without', () => {
    expect(start('t').actor.getSnapshot().value).toBe('authenticated');
    expect(start(null).actor.getSnapshot().value).toBe('anonymous');
  });

  it('stores the token and user on login', () => {
    const { actor, spies } = start(null);
    actor.send({ type: 'LOGGED_IN', token: 'new', user });
    expect(actor.getSnapshot().context).toEqual({ token: 'new', user });
    expect(spies.persist).toHaveBeenCalled();
  });

  it('on a 401 forgets the user, clears local data, goes home and says why', () => {
    const { actor, spies } = start('t');
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(spies.clearLocalData).toHaveBeenCalledTimes(1);
    expect(spies.goHome).toHaveBeenCalledTimes(1);
    expect(spies.notifyExpired).toHaveBeenCalledTimes(1);
  });

  it('inside Telegram re-authenticates silently first', async () => {
    const { actor, spies } = start('old', { telegram: true, reauth: async () => ({ token: 'fresh', user }) });
    actor.send({ type: 'UNAUTHORIZED' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(actor.getSnapshot().context.token).toBe('fresh');
    expect(spies.notifyExpired).not.toHaveBeenCalled();
  });

  it('inside Telegram falls back to the logout flow when re-authentication fails', async () => {
    const { actor, spies } = start('old', { telegram: true });
    actor.send({ type: 'UNAUTHORIZED' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(spies.notifyExpired).toHaveBeenCalledTimes(1);
  });

  it('logs out through the revoke call, without the expired message', async () => {
    const { actor, spies } = start('t');
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(spies.revoke).toHaveBeenCalledWith('t');
    expect(spies.notifyExpired).not.toHaveBeenCalled();
    expect(spies.goHome).toHaveBeenCalled();
  });
});
