import { act, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FIXTURES } from '../../../stories/support/fixtures';
import { FixtureStorefront } from '../../../stories/support/storefront';
import { lineKey } from '../../domain/basket';
import { createI18n } from '../../i18n/i18n';
import { tenantStorage } from '../../platform/storage';
import type { Stored } from '../../tenant/stored';
import { useBasket, useLineQuantity } from './basket-store';
import { HydrationGate, useHydrated } from '../../ui/use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every value the probe was drawn with, in order. */
let seen: string[] = [];
function Probe() {
  const hydrated = useHydrated();
  const { count } = useBasket();
  const plov = useLineQuantity(lineKey(1, []));
  const drawn = `${hydrated ? 'device' : 'server'} ${count} ${plov}`;
  seen.push(drawn);
  return <p data-testid="probe">{drawn}</p>;
}
// the fixture storefront keeps its storage under this name, in memory
const storage = tenantStorage<Stored>('story-demo', null);

let root: Root | null = null;
let container: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  storage.remove('basket');
  seen = [];
});

/**
 * The device keeps 3 plovs; the server's HTML of `children` inside a hydrating gate is in the
 * document. Answers the page to hydrate it with.
 */
async function serverPage(children: ReactNode) {
  storage.set('basket', [
    { key: lineKey(1, []), productId: 1, modifications: [], quantity: 3, seenUnitPrice: 1 },
  ]);
  const i18n = await createI18n('en');
  const page = (
    <FixtureStorefront options={{ fixture: FIXTURES.demo, i18n }}>
      <HydrationGate hydrating>{children}</HydrationGate>
    </FixtureStorefront>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return page;
}

describe('the hydration gate', () => {
  it("hydrates with the server's empty basket, then draws the device's, with no mismatch", async () => {
    const page = await serverPage(<Probe />);
    expect(container!.textContent).toBe('server 0 0');
    seen = [];
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container!, page, { onRecoverableError: recoverable });
    });
    // hydration met the server's page (no mismatch, nothing thrown away), then the device's basket
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(seen[0]).toBe('server 0 0');
    expect(container!.textContent).toBe('device 3 3');
  });

  it('draws what the device knows in a task of its own after hydration, not in one synchronous redraw', async () => {
    // the last drawn value when the microtask queued right after hydration's effects runs: a store
    // whose client value differs from the server's would already be drawn again there (React's
    // synchronous lane), the whole page's hydration with it
    let atMicrotask: string | undefined;
    function Marker() {
      useEffect(() => queueMicrotask(() => (atMicrotask ??= seen.at(-1))), []);
      return null;
    }
    const page = await serverPage(
      <>
        <Probe />
        <Marker />
      </>,
    );
    seen = [];
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // as the storefront starts it: React's own scheduler, no act()
      startTransition(() => {
        root = hydrateRoot(container!, page);
      });
      await vi.waitFor(() => expect(container!.textContent).toBe('device 3 3'));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(atMicrotask).toBe('server 0 0');
  });

  it('a tree the client draws first, or no gate at all, knows the device at once', async () => {
    storage.set('basket', [
      { key: lineKey(1, []), productId: 1, modifications: [], quantity: 2, seenUnitPrice: 1 },
    ]);
    const i18n = await createI18n('en');
    render(
      <FixtureStorefront options={{ fixture: FIXTURES.demo, i18n }}>
        <HydrationGate hydrating={false}>
          <Probe />
        </HydrationGate>
        <Probe />
      </FixtureStorefront>,
    );
    expect(screen.getAllByTestId('probe').map((p) => p.textContent)).toEqual(['device 2 2', 'device 2 2']);
    expect(seen.every((s) => s === 'device 2 2')).toBe(true);
  });
});
