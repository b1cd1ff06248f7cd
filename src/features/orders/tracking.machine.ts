import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isSettled, type OrderStatus } from '../../domain/order-status';

/** What the order page shows live of an order. */
export interface TrackedState {
  status: string;
  courierStatus: string | null;
  isPaid: boolean;
  courierId?: number | null;
  /** paid, then cancelled: the money is owed back (followed until it is returned) */
  refundDue?: boolean;
  refundedAt?: string | null;
  refundMethod?: string | null;
  /** a cancel's reason (a code the page words) and the words given with it */
  reasonCode?: string | null;
  reason?: string | null;
  /** the courier the desk assigned */
  courier?: { name: string; phone: string } | null;
  /** where the courier is, while the order is on the way */
  courierPosition?: { latitude: number; longitude: number; at: string } | null;
}

const settled = (state: TrackedState) => isSettled(state.status as OrderStatus, state.refundDue === true);

export type TrackingEvent =
  | { type: 'EVENT'; state: TrackedState }
  | { type: 'STREAM_FAILED' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' };

const FIRST_DELAY = 2000;
const MAX_DELAY = 30_000;

/**
 * Order tracking: follows the order through the server-sent events; when the stream
 * fails it polls with a doubling delay; it pauses while the tab is hidden and stops once the order
 * is settled (a final status, and no money owed back: a cancelled paid order is followed until its
 * refund). The stream and the fetch are actors the app provides.
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackedState & { delay: number },
    events: {} as TrackingEvent,
    input: {} as TrackedState,
  },
  actors: {
    stream: fromCallback<TrackingEvent>(() => () => {}),
    fetchOrder: fromPromise<TrackedState>(async () => {
      throw new Error('fetchOrder not provided');
    }),
  },
  guards: {
    finalEvent: ({ event }) => event.type === 'EVENT' && settled(event.state),
    alreadyFinal: ({ context }) => settled(context),
  },
  actions: {
    apply: assign(({ event }) => (event.type === 'EVENT' ? { ...event.state } : {})),
    onChange: () => {},
  },
  delays: { backoff: ({ context }) => context.delay },
}).createMachine({
  id: 'tracking',
  context: ({ input }) => ({ ...input, delay: FIRST_DELAY }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'alreadyFinal', target: 'done' }, { target: 'live' }] },
    live: {
      invoke: { src: 'stream' },
      on: {
        EVENT: [
          { guard: 'finalEvent', target: 'done', actions: ['apply', 'onChange'] },
          { actions: ['apply', 'onChange', assign({ delay: FIRST_DELAY })] },
        ],
        STREAM_FAILED: 'polling',
        HIDDEN: 'paused',
      },
    },
    polling: {
      initial: 'waiting',
      on: { HIDDEN: '#tracking.paused' },
      states: {
        waiting: { after: { backoff: 'fetching' } },
        fetching: {
          invoke: {
            src: 'fetchOrder',
            onDone: [
              {
                guard: ({ event }) => settled(event.output),
                target: '#tracking.done',
                actions: [assign(({ event }) => ({ ...event.output })), 'onChange'],
              },
              {
                target: 'waiting',
                actions: [
                  assign(({ event }) => ({ ...event.output })),
                  'onChange',
                  assign({ delay: ({ context }) => Math.min(context.delay * 2, MAX_DELAY) }),
                ],
              },
            ],
            onError: {
              target: 'waiting',
              actions: assign({ delay: ({ context }) => Math.min(context.delay * 2, MAX_DELAY) }),
            },
          },
        },
      },
    },
    paused: { on: { VISIBLE: 'live' } },
    done: { type: 'final' },
  },
});
