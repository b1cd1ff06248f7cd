import { assign, fromPromise, setup } from 'xstate';
import type { Bootstrap } from '../api/bootstrap';
import type { components } from '../api/schema';

type Merchant = components['schemas']['Merchant'];
type Settings = components['schemas']['MerchantSettings'];
type Layout = components['schemas']['LayoutDocument'];
type City = components['schemas']['City'];

export interface StartupContext {
  sub: string;
  merchant: Merchant | null;
  settings: Settings | null;
  layout: Layout | null;
  cities: City[];
  /** the menu the start would load is in the cache already (the server's first screen's) */
  menuKnown: boolean;
  error: unknown;
}

/**
 * Start-up (spec sections 1 and 4): merchant → web settings (and layout) → cities and menu
 * overview in parallel. Data the server inlined into index.html (or the cities and menu the first
 * screen was rendered with) skips its call: a page that carries everything is ready at once. Any failure
 * stops in `failed`; RETRY starts again from what is still missing.
 */
const buildStartupMachine = () =>
  setup({
    types: {
      context: {} as StartupContext,
      input: {} as {
        sub: string;
        bootstrap: Bootstrap | null;
        cities?: City[] | null;
        menuKnown?: boolean;
      },
      events: {} as { type: 'RETRY' },
    },
    actors: {
      loadMerchant: fromPromise<Merchant, { sub: string }>(async () => {
        throw new Error('loadMerchant not provided');
      }),
      loadSettings: fromPromise<{ settings: Settings; layout: Layout }, { merchantId: number }>(async () => {
        throw new Error('loadSettings not provided');
      }),
      loadCities: fromPromise<City[], { merchantId: number }>(async () => {
        throw new Error('loadCities not provided');
      }),
      loadMenu: fromPromise<unknown, { merchantId: number }>(async () => {
        throw new Error('loadMenu not provided');
      }),
    },
    guards: {
      hasMerchant: ({ context }) => context.merchant !== null,
      hasSettings: ({ context }) => context.settings !== null && context.layout !== null,
      hasCities: ({ context }) => context.cities.length > 0,
      hasMenu: ({ context }) => context.menuKnown,
    },
    actions: {
      rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
      clearError: assign({ error: null }),
    },
  }).createMachine({
    id: 'startup',
    context: ({ input }) => ({
      sub: input.sub,
      merchant: input.bootstrap?.merchant ?? null,
      settings: input.bootstrap?.settings ?? null,
      layout: input.bootstrap?.layout ?? null,
      cities: input.cities ?? [],
      menuKnown: input.menuKnown ?? false,
      error: null,
    }),
    initial: 'merchant',
    states: {
      merchant: {
        always: { guard: 'hasMerchant', target: 'settings' },
        invoke: {
          src: 'loadMerchant',
          input: ({ context }) => ({ sub: context.sub }),
          onDone: { target: 'settings', actions: assign({ merchant: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: 'rememberError' },
        },
      },
      settings: {
        always: { guard: 'hasSettings', target: 'data' },
        invoke: {
          src: 'loadSettings',
          input: ({ context }) => ({ merchantId: context.merchant?.id ?? 0 }),
          onDone: {
            target: 'data',
            actions: assign({
              settings: ({ event }) => event.output.settings,
              layout: ({ event }) => event.output.layout,
            }),
          },
          onError: { target: 'failed', actions: 'rememberError' },
        },
      },
      data: {
        type: 'parallel',
        onDone: 'ready',
        states: {
          cities: {
            initial: 'loading',
            states: {
              loading: {
                always: { guard: 'hasCities', target: 'done' },
                invoke: {
                  src: 'loadCities',
                  input: ({ context }) => ({ merchantId: context.merchant?.id ?? 0 }),
                  onDone: { target: 'done', actions: assign({ cities: ({ event }) => event.output }) },
                  onError: { target: '#startup.failed', actions: 'rememberError' },
                },
              },
              done: { type: 'final' },
            },
          },
          menu: {
            initial: 'loading',
            states: {
              loading: {
                always: { guard: 'hasMenu', target: 'done' },
                invoke: {
                  src: 'loadMenu',
                  input: ({ context }) => ({ merchantId: context.merchant?.id ?? 0 }),
                  onDone: 'done',
                  onError: { target: '#startup.failed', actions: 'rememberError' },
                },
              },
              done: { type: 'final' },
            },
          },
        },
      },
      ready: { type: 'final' },
      failed: {
        on: { RETRY: { target: 'merchant', actions: 'clearError' } },
      },
    },
  });

export type StartupMachine = ReturnType<typeof buildStartupMachine>;
let startupBuilt: StartupMachine | undefined;
/** The machine, built on first use (see `sessionMachine`). */
export const startupMachine = () => (startupBuilt ??= buildStartupMachine());
