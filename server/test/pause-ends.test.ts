import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceEndedPauses } from '../menu/pause-ends';
import { branches } from './fixtures';
import { DATABASES, headers, login, openStream, startTestServer, type TestServer } from './harness';

const DEMO = 1;

/** The `data:` lines of a stream's text so far, parsed. */
const events = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as { kind: string; branchId?: number | null });

/**
 * A branch pause that ends on its own: when its `paused_until` passes, open storefronts hear
 * the branch changed and its branch list says it takes orders for now again, without anyone
 * resuming it; with two processes, each ended pause is announced by one of them only.
 */
describe.each(DATABASES)('a branch pause that ends on its own on %s', (kind) => {
  let a: TestServer;
  let b: TestServer;
  let operator: string;
  beforeAll(async () => {
    a = await startTestServer(kind);
    b = kind === 'postgres' ? await startTestServer(kind, {}, a) : a;
    operator = (await login(b, DEMO, '998900000001', '10.46.8.1', '/api/ops/v1')).token;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  it('is announced when its time ends, and the branch takes orders for now again', async () => {
    const stream = await openStream(a, `/api/products/v1/events?merchantId=${DEMO}`);
    await stream.until((t) => t.includes(': open'));
    const branch = (await branches(a, DEMO))[0]!.id;
    const until = new Date(Date.now() + 1500).toISOString();
    const pause = await b.call({
      method: 'PUT',
      url: `/api/ops/v1/branches/${branch}/busy`,
      headers: headers(DEMO, operator),
      payload: { pausedUntil: until, extraMinutes: 0 },
    });
    expect(pause.status).toBe(200);
    expect((await branches(a, DEMO)).find((x) => x.id === branch)?.pausedUntil).toBe(until);
    // the pause, then its end: heard without anyone resuming it
    expect(events(await stream.until((t) => events(t).length >= 2))).toEqual([
      { kind: 'branch', branchId: branch, at: expect.any(String) },
      { kind: 'branch', branchId: branch, at: expect.any(String) },
    ]);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(until));
    expect((await branches(a, DEMO)).find((x) => x.id === branch)?.pausedUntil).toBeNull();
    stream.close();
  });
});

describe.each(DATABASES)('ended pauses claimed by two processes at once on %s', (kind) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // no timed job here: the test's claims are the only ones
    a = await startTestServer(kind, { STOP_ENDS_TICK_MS: '0' });
    b = kind === 'postgres' ? await startTestServer(kind, { STOP_ENDS_TICK_MS: '0' }, a) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  it('is announced once when two processes look at the same moment, and a pause still running is kept', async () => {
    const [ended, running] = (await branches(a, DEMO)).map((x) => x.id);
    const later = new Date(Date.now() + 600_000);
    await a.db
      .updateTable('branches')
      .set({ paused_until: new Date(Date.now() - 1000) })
      .where('id', '=', ended!)
      .execute();
    await a.db.updateTable('branches').set({ paused_until: later }).where('id', '=', running!).execute();
    const heard: unknown[] = [];
    const stop = a.events.storefront.subscribe(DEMO, (e) => heard.push(e));
    const claims = await Promise.all([
      announceEndedPauses(a.db, a.events.storefront),
      announceEndedPauses(b.db, b.events.storefront),
      announceEndedPauses(a.db, a.events.storefront),
    ]);
    expect(claims.reduce((s, n) => s + n, 0)).toBe(1);
    // heard on the first process whichever process claimed it (on PostgreSQL through the bus)
    await expect.poll(() => heard).toEqual([{ kind: 'branch', branchId: ended, at: expect.any(String) }]);
    // a later look finds nothing more to announce
    expect(await announceEndedPauses(b.db, b.events.storefront)).toBe(0);
    stop();
    const rows = await a.db
      .selectFrom('branches')
      .select(['id', 'paused_until'])
      .where('id', 'in', [ended!, running!])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.paused_until?.getTime() ?? null]))).toEqual({
      [ended!]: null,
      [running!]: later.getTime(),
    });
  });
});
