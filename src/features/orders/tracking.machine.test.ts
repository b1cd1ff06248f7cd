import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { trackingMachine, type TrackedState, type TrackingEvent } from './tracking.machine';

const open: TrackedState = { status: 'OPEN', courierStatus: null, isPaid: false };

function start(options: { fetchOrder?: () => Promise<TrackedState>; initial?: TrackedState } = {}) {
  const clock = new SimulatedClock();
  let emit: (e: TrackingEvent) => void = () => {};
  const closed = vi.fn();
  const fetchOrder = vi.fn(options.fetchOrder ?? (async () => ({ ...open, status: 'COOKING' })));
  const changes: string[] = [];
  const machine = trackingMachine.provide({
    actors: {
      stream: fromCallback<TrackingEvent>(({ sendBack }) => {
        emit = sendBack;
        return closed;
      }),
      fetchOrder: fromPromise<TrackedState>(async () => fetchOrder()),
    },
    actions: { onChange: ({ context }) => void changes.push(context.status) },
  });
  const actor = createActor(machine, { input: options.initial ?? open, clock }).start();
  return {
    actor,
    clock,
    emit: (e: TrackingEvent) => emit(e),
    closed,
    fetchOrder,
    changes,
  };
}

describe('order tracking machine', () => {
  it('follows the live events and stops at a final status', () => {
    const { actor, emit, closed, changes } = start();
    emit({ type: 'EVENT', state: { ...open, status: 'ACCEPTED' } });
    emit({ type: 'EVENT', state: { status: 'ON_WAY', courierStatus: 'PERFORMER_PICKUPED', isPaid: false } });
    expect(actor.getSnapshot().context).toMatchObject({
      status: 'ON_WAY',
      courierStatus: 'PERFORMER_PICKUPED',
    });
    emit({
      type: 'EVENT',
      state: { status: 'DELIVERED', courierStatus: 'PERFORMER_DELIVERED_FINISH', isPaid: true },
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(closed).toHaveBeenCalled();
    expect(changes).toEqual(['ACCEPTED', 'ON_WAY', 'DELIVERED']);
  });

  it('falls back to polling with a doubling delay when the stream fails', async () => {
    let calls = 0;
    const { actor, emit, clock, fetchOrder } = start({
      fetchOrder: async () =>
        ++calls < 3 ? Promise.reject(new Error('503')) : { ...open, status: 'DELIVERED' },
    });
    emit({ type: 'STREAM_FAILED' });
    clock.increment(1999);
    expect(fetchOrder).not.toHaveBeenCalled();
    clock.increment(1);
    await vi.waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(actor.getSnapshot().context.delay).toBe(4000));
    clock.increment(4000);
    await vi.waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(actor.getSnapshot().context.delay).toBe(8000));
    clock.increment(8000);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('pauses while the tab is hidden and resumes the stream when it is back', () => {
    const { actor, closed } = start();
    actor.send({ type: 'HIDDEN' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(closed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'VISIBLE' });
    expect(actor.getSnapshot().value).toBe('live');
  });

  it('does not start for an order already final', () => {
    const { actor } = start({ initial: { status: 'CLOSED', courierStatus: null, isPaid: true } });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('follows a cancelled paid order until its money is returned', () => {
    const { actor, emit, closed, changes } = start();
    emit({
      type: 'EVENT',
      state: { ...open, status: 'CANCELED', isPaid: true, refundDue: true, reasonCode: 'OUT_OF_STOCK' },
    });
    expect(actor.getSnapshot().value).toBe('live');
    expect(closed).not.toHaveBeenCalled();
    emit({
      type: 'EVENT',
      state: {
        ...open,
        status: 'CANCELED',
        isPaid: true,
        refundDue: false,
        refundedAt: '2026-03-01T10:00:00Z',
      },
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(closed).toHaveBeenCalled();
    expect(changes).toEqual(['CANCELED', 'CANCELED']);
  });

  it('starts for a cancelled order whose refund is still due', () => {
    const { actor } = start({
      initial: { status: 'CANCELED', courierStatus: null, isPaid: true, refundDue: true },
    });
    expect(actor.getSnapshot().value).toBe('live');
  });
});
