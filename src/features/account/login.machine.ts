import { assign, fromPromise, setup } from 'xstate';
import { errorBodyOf, type ApiErrorBody } from '../../api/errors';

export interface CodeSent {
  resendAfter: number;
  expiresIn: number;
}

/** A refusal as the API words it (the contract's error body). */
export type LoginError = ApiErrorBody;

export interface LoginContext {
  phone: string;
  code: string;
  /** seconds until a new code may be asked for */
  resendIn: number;
  error: LoginError | null;
  /** what the verify call answered (the token and user for a login, the updated user for a phone change) */
  verified: unknown;
}

export type LoginEvent =
  | { type: 'PHONE'; phone: string }
  | { type: 'SEND' }
  | { type: 'CODE'; code: string }
  | { type: 'VERIFY' }
  | { type: 'RESEND' }
  | { type: 'EDIT_PHONE' };

const REQUIRED: LoginError = { code: 'REQUIRED', message: 'Please fill in this field!' };
const validPhone = (phone: string) => /^998\d{9}$/.test(phone);

/**
 * Phone login (spec sections 4 and 5): phone → code sent → code entered → verified. The resend
 * timer counts the seconds the server says; a wrong or expired code keeps the customer on the
 * code step with the spec's message. The same machine, with other actors, changes a phone.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { phone?: string },
    output: {} as { phone: string; verified: unknown },
  },
  actors: {
    sendCode: fromPromise<CodeSent, { phone: string }>(async () => {
      throw new Error('sendCode not provided');
    }),
    verifyCode: fromPromise<unknown, { phone: string; code: string }>(async () => {
      throw new Error('verifyCode not provided');
    }),
  },
  guards: {
    phoneValid: ({ context }) => validPhone(context.phone),
    codeEntered: ({ context }) => /^\d{4,8}$/.test(context.code),
    canResend: ({ context }) => context.resendIn <= 0,
  },
  actions: {
    required: assign({ error: REQUIRED }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorBodyOf((event as { error?: unknown }).error) }),
    tick: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ phone: input.phone ?? '', code: '', resendIn: 0, error: null, verified: null }),
  initial: 'phone',
  output: ({ context }) => ({ phone: context.phone, verified: context.verified }),
  states: {
    phone: {
      on: {
        PHONE: { actions: [assign({ phone: ({ event }) => event.phone }), 'clearError'] },
        SEND: [{ guard: 'phoneValid', target: 'sending', actions: 'clearError' }, { actions: 'required' }],
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone }),
        // the resend timer starts at the seconds the server says
        onDone: {
          target: 'code',
          actions: assign({ resendIn: ({ event }) => event.output.resendAfter, code: '' }),
        },
        onError: { target: 'phone', actions: 'rememberError' },
      },
    },
    code: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'canResend', target: 'canResend' },
          after: { second: { target: 'waiting', reenter: true, actions: 'tick' } },
        },
        canResend: {
          on: { RESEND: { target: '#login.sending', actions: 'clearError' } },
        },
      },
      on: {
        CODE: {
          actions: [assign({ code: ({ event }) => event.code.replace(/\D/g, '').slice(0, 6) }), 'clearError'],
        },
        VERIFY: [
          { guard: 'codeEntered', target: 'verifying', actions: 'clearError' },
          { actions: 'required' },
        ],
        EDIT_PHONE: { target: 'phone', actions: 'clearError' },
      },
    },
    verifying: {
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ phone: context.phone, code: context.code }),
        onDone: { target: 'done', actions: assign({ verified: ({ event }) => event.output }) },
        onError: { target: 'code.waiting', actions: ['rememberError', assign({ code: '' })] },
      },
    },
    done: { type: 'final' },
  },
});
