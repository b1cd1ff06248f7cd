import { beforeAll, describe, expect, it } from 'vitest';
import { announceEndedPauses } from '../menu/pause-ends';
import { branches } from './fixtures';
import { DATABASES, headers, login, openStream } from './harness';
import { streamEvents, twoProcesses } from './two-processes';

const DEMO = 1;

/**
 * A branch pause that ends on its own: when its `paused_until` passes, open storefronts hear
 * the branch changed and its branch list says it takes orders for now again, without anyone
 * resuming it; with two processes, each ended pause is announced by one of them only.
 */
describe.each(DATABASES)('a branch pause that ends on its own on %s', (kind) => {
  const servers = twoProcesses(kind);
  let operator: string;
  beforeAll(async () => {
    operator = (await login(servers.b, DEMO, '998900000001', '10.46.8.1', '/api/ops/v1')).token;
  });

  it('is announced when its time ends, and the branch takes orders for now again', async () => {
    const { a, b } = servers;
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
    expect(streamEvents(await stream.until((t) => streamEvents(t).length >= 2))).toEqual([
      { kind: 'branch', branchId: branch, at: expect.any(String) },
      { kind: 'branch', branchId: branch, at: expect.any(String) },
    ]);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(until));
    expect((await branches(a, DEMO)).find((x) => x.id === branch)?.pausedUntil).toBeNull();
    stream.close();
  });
});

describe.each(DATABASES)('ended pauses claimed by two processes at once on %s', (kind) => {
  // no timed job here: the test's claims are the only ones
  const servers = twoProcesses(kind, { STOP_ENDS_TICK_MS: '0' });

  it('is announced once when two processes look at the same moment, and a pause still running is kept', async () => {
    const { a, b } = servers;
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
