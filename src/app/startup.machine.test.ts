import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Bootstrap } from '../api/bootstrap';
import type { components } from '../api/schema';
import { startupMachine } from './startup.machine';
import { cities, layout, merchant, settings } from './startup.fixtures';

type Merchant = components['schemas']['Merchant'];
type City = components['schemas']['City'];
type Loaded = { settings: Bootstrap['settings']; layout: components['schemas']['LayoutDocument'] };

function start(
  overrides: Partial<
    Record<'loadMerchant' | 'loadSettings' | 'loadCities' | 'loadMenu', () => Promise<unknown>>
  > = {},
  bootstrap: Bootstrap | null = null,
  known: typeof cities | null = null,
  menuKnown = false,
) {
  const calls: string[] = [];
  // a fake of each load: it notes its input and answers what the test says (a failure included)
  const actor = <Output, Input>(name: keyof typeof overrides, result: () => Promise<Output>) =>
    fromPromise<Output, Input>(async ({ input }) => {
      calls.push(`${name}:${JSON.stringify(input)}`);
      const override = overrides[name];
      return override ? ((await override()) as Output) : result();
    });
  const machine = startupMachine().provide({
    actors: {
      loadMerchant: actor<Merchant, { sub: string }>('loadMerchant', async () => merchant),
      loadSettings: actor<Loaded, { merchantId: number }>('loadSettings', async () => ({ settings, layout })),
      loadCities: actor<City[], { merchantId: number }>('loadCities', async () => cities),
      loadMenu: actor<unknown, { merchantId: number }>('loadMenu', async () => ({ groups: [] })),
    },
  });
  const running = createActor(machine, {
    input: { sub: 'osh', bootstrap, cities: known, menuKnown },
  }).start();
  return { actor: running, calls };
}

describe('start-up machine', () => {
  it('loads merchant, then settings, then cities and menu in parallel', async () => {
    const { actor, calls } = start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('ready');
    expect(calls.slice(0, 2)).toEqual(['loadMerchant:{"sub":"osh"}', 'loadSettings:{"merchantId":7}']);
    expect(calls.slice(2).sort()).toEqual(['loadCities:{"merchantId":7}', 'loadMenu:{"merchantId":7}']);
    expect(snapshot.context).toMatchObject({ merchant, settings, cities });
  });

  it('skips the calls the server inlined', async () => {
    const { actor, calls } = start({}, { merchant: merchant as Bootstrap['merchant'], settings, layout });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.split(':')[0]).sort()).toEqual(['loadCities', 'loadMenu']);
  });

  it('skips the cities the first screen was drawn with, and their call', async () => {
    const { actor, calls } = start(
      {},
      { merchant: merchant as Bootstrap['merchant'], settings, layout },
      cities,
    );
    expect(actor.getSnapshot().context.cities).toBe(cities);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.split(':')[0])).toEqual(['loadMenu']);
    expect(snapshot.context.cities).toBe(cities);
  });

  it('is ready at once, with no call, when the page carries its cities and menu too', () => {
    const { actor, calls } = start(
      {},
      { merchant: merchant as Bootstrap['merchant'], settings, layout },
      cities,
      true,
    );
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([]);
  });

  it("still loads the menu when only the cities are known (another branch's menu, say)", async () => {
    const { actor, calls } = start(
      {},
      { merchant: merchant as Bootstrap['merchant'], settings, layout },
      cities,
      false,
    );
    expect(actor.getSnapshot().matches('ready')).toBe(false);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.split(':')[0])).toEqual(['loadMenu']);
  });

  it('waits for both parallel loads', async () => {
    let releaseMenu: (v: unknown) => void = () => {};
    const { actor } = start({ loadMenu: () => new Promise((r) => (releaseMenu = r)) });
    await waitFor(actor, (s) => s.matches({ data: { cities: 'done' } }));
    expect(actor.getSnapshot().matches('ready')).toBe(false);
    releaseMenu({});
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('stops in failed when the API is down, and RETRY works once it is back', async () => {
    let down = true;
    const loadMerchant = vi.fn(async () => {
      if (down) throw new Error('connect ECONNREFUSED');
      return merchant;
    });
    const { actor } = start({ loadMerchant });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(String(failed.context.error)).toContain('ECONNREFUSED');
    down = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadMerchant).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('fails when one of the parallel loads fails, and retries only what is missing', async () => {
    let fail = true;
    const { actor, calls } = start({
      loadCities: async () => {
        if (fail) throw new Error('500');
        return cities;
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.filter((c) => c.startsWith('loadMerchant'))).toHaveLength(1);
  });
});
