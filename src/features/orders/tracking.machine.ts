import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isFinal, type OrderStatus } from '../../domain/order-status';

export interface TrackedState {
  status: string;
  courierStatus: string | null;
  isPaid: boolean;
  courierId?: number | null;
}

export type TrackingEvent =
  | { type: 'EVENT'; state: TrackedState }
  | { type: 'STREAM_FAILED' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' };

const FIRST_DELAY = 2000;
const MAX_DELAY = 30_000;

/**
 * Order tracking: follows the order through the server-sent events; when the stream
 * fails it polls with a doubling delay; it pauses while the tab is hidden and stops at a final
 * status. The stream and the fetch are actors the app provides.
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
    finalEvent: ({ event }) => event.type === 'EVENT' && isFinal(event.state.status as OrderStatus),
    alreadyFinal: ({ context }) => isFinal(context.status as OrderStatus),
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
                guard: ({ event }) => isFinal(event.output.status as OrderStatus),
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
