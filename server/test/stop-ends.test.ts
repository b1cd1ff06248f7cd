import { beforeAll, describe, expect, it } from 'vitest';
import { announceEndedStops } from '../menu/stop-ends';
import { branches, find, menu } from './fixtures';
import { DATABASES, headers, login, openStream } from './harness';
import { streamEvents, twoProcesses } from './two-processes';

const DEMO = 1;

/**
 * A stop that ends on its own: when its `until` passes, open storefronts hear the stop-list
 * changed and the dish is on sale again without anyone lifting it; with two processes, each
 * ended stop is claimed (and announced) by one of them only.
 */
describe.each(DATABASES)('a stop that ends on its own on %s', (kind) => {
  const servers = twoProcesses(kind);
  let operator: string;
  beforeAll(async () => {
    operator = (await login(servers.b, DEMO, '998900000001', '10.46.7.1', '/api/ops/v1')).token;
  });

  it('is announced when its time ends, and the dish is on sale again', async () => {
    const { a, b } = servers;
    const stream = await openStream(a, `/api/products/v1/events?merchantId=${DEMO}`);
    await stream.until((t) => t.includes(': open'));
    const branch = (await branches(a, DEMO))[0]!.id;
    const manti = find((await menu(a, DEMO)).products, 'Manti');
    const stop = await b.call({
      method: 'POST',
      url: '/api/ops/v1/stop-list',
      headers: headers(DEMO, operator),
      payload: { productId: manti.id, branchId: branch, until: new Date(Date.now() + 1500).toISOString() },
    });
    expect(stop.status).toBe(200);
    const stoppedMenu = await a.call({
      method: 'GET',
      url: `/api/products/v1/overalls?type=WEB&branchId=${branch}`,
      headers: headers(DEMO),
    });
    expect(find(stoppedMenu.body.products, 'Manti')).toMatchObject({ stopped: true });
    // the stop, then its end: heard without anyone lifting it
    expect(streamEvents(await stream.until((t) => streamEvents(t).length >= 2))).toEqual([
      { kind: 'stop-list', branchId: branch, at: expect.any(String) },
      { kind: 'stop-list', branchId: branch, at: expect.any(String) },
    ]);
    const after = await a.call({
      method: 'GET',
      url: `/api/products/v1/overalls?type=WEB&branchId=${branch}`,
      headers: headers(DEMO),
    });
    expect(find(after.body.products, 'Manti').stopped).toBeFalsy();
    stream.close();
  });
});

describe.each(DATABASES)('ended stops claimed by two processes at once on %s', (kind) => {
  // no timed job here: the test's two claims are the only ones
  const servers = twoProcesses(kind, { STOP_ENDS_TICK_MS: '0' });

  it('is claimed once when two processes look at the same moment', async () => {
    const { a, b } = servers;
    const product = find((await menu(a, DEMO)).products, 'Lagman');
    await a.db
      .insertInto('stop_list')
      .values({ merchant_id: DEMO, product_id: product.id, until: new Date(Date.now() - 1000) })
      .execute();
    const heard: unknown[] = [];
    const stop = a.events.storefront.subscribe(DEMO, (e) => heard.push(e));
    const claims = await Promise.all([
      announceEndedStops(a.db, a.events.storefront),
      announceEndedStops(b.db, b.events.storefront),
      announceEndedStops(a.db, a.events.storefront),
    ]);
    expect(claims.reduce((s, n) => s + n, 0)).toBe(1);
    // heard on the first process whichever process claimed it (on PostgreSQL through the bus)
    await expect.poll(() => heard).toEqual([{ kind: 'stop-list', branchId: null, at: expect.any(String) }]);
    stop();
    const row = await a.db
      .selectFrom('stop_list')
      .select('end_announced')
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.end_announced).toBe(true);
  });
});
