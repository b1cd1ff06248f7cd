import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { loginMachine, type CodeSent } from './login.machine';

const wrong = { code: 'WRONG_CODE', message: 'Wrong code entered or sms code is expired' };

function start(
  options: {
    verify?: (code: string) => Promise<unknown>;
    send?: () => Promise<{ resendAfter: number; expiresIn: number }>;
  } = {},
) {
  const clock = new SimulatedClock();
  const send = vi.fn(options.send ?? (async () => ({ resendAfter: 60, expiresIn: 300 })));
  const verify = vi.fn(options.verify ?? (async () => ({ token: 't' })));
  const machine = loginMachine.provide({
    actors: {
      sendCode: fromPromise<CodeSent, { phone: string }>(async () => send()),
      verifyCode: fromPromise<unknown, { phone: string; code: string }>(async ({ input }) =>
        verify(input.code),
      ),
    },
  });
  const actor = createActor(machine, { input: {}, clock }).start();
  return { actor, clock, send, verify };
}

describe('login machine', () => {
  it('refuses an empty or malformed phone with the spec message', () => {
    const { actor, send } = start();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.error?.message).toBe('Please fill in this field!');
    actor.send({ type: 'PHONE', phone: '99890123' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('phone');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the code, counts the resend timer down and allows a resend after it', async () => {
    const { actor, clock, send } = start();
    actor.send({ type: 'PHONE', phone: '998901234567' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(actor.getSnapshot().context.resendIn).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(59);
    actor.send({ type: 'RESEND' });
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 59; i++) clock.increment(1000);
    expect(actor.getSnapshot().matches({ code: 'canResend' })).toBe(true);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ code: 'waiting' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.resendIn).toBe(60);
  });

  it('keeps the customer on the code step after a wrong or expired code', async () => {
    const { actor } = start({
      verify: async (code) => {
        if (code !== '123456') throw { body: wrong };
        return { token: 't' };
      },
    });
    actor.send({ type: 'PHONE', phone: '998901234567' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().context.error?.message).toBe('Please fill in this field!');
    actor.send({ type: 'CODE', code: '000000' });
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(actor.getSnapshot().context.error).toEqual(wrong);
    actor.send({ type: 'CODE', code: '123456' });
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.status === 'done');
    // the flow's result is what verify answered: the view hands it to the session
    expect(actor.getSnapshot().output).toEqual({ phone: '998901234567', verified: { token: 't' } });
  });

  it('shows the server error when a code cannot be sent (resend too soon)', async () => {
    const { actor } = start({
      send: async () => {
        throw {
          body: {
            code: 'RESEND_TOO_SOON',
            message: 'Please wait',
            description: { uz: 'Kuting', ru: 'Подождите', eng: 'Please wait' },
          },
        };
      },
    });
    actor.send({ type: 'PHONE', phone: '998901234567' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('phone') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.description?.ru).toBe('Подождите');
  });
});
