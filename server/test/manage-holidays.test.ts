import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/domain/schedule';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo: its clock reads 13:00 today (OPEN_CLOCK)
const day = (plus: number) => localParts(new Date(Date.now() + plus * 86_400_000)).day;

/**
 * A branch's holidays: a day off or a short day on a date, set by the manager, checked by
 * the folder's rules, honoured by the storefront's branches and the order rules, announced live,
 * and undone like any change.
 */
describe.each(DATABASES)("a branch's holidays on %s", (kind) => {
  let server: TestServer;
  let manager: string;
  let customer: string;
  const api = (method: string, path: string, payload?: unknown) =>
    server.call({
      method: method as 'GET',
      url: `/api/manage/v1${path}`,
      headers: headers(M, manager),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const firstBranch = async () =>
    (await api('GET', '/branches')).body[0] as { id: number; version: number; holidays: unknown[] };
  const orderNow = async (branchId: number, extra: object = {}) => {
    const products = (await menu(server, M)).products;
    return server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, customer),
      payload: {
        ...orderRequest(products, [lineFor(find(products, 'Tashkent plov'))], {
          branch: branchId,
          serviceType: 'PICK_UP',
        }),
        ...extra,
      },
    });
  };
  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, M, '998900000003', '10.46.9.1', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901469001', '10.46.9.2')).token;
  });
  afterAll(() => server.close());

  it('closes a branch on its day off: the storefront says so and when it opens, a "now" order is refused, the next day takes one; announced live', async () => {
    const branch = await firstBranch();
    expect(branch.holidays).toEqual([]);
    const heard: unknown[] = [];
    const stop = server.events.storefront.subscribe(M, (e) => heard.push(e.kind));
    const set = await api('PUT', `/branches/${branch.id}/hours`, {
      version: branch.version,
      open: '09:00',
      close: '23:00',
      holidays: [
        { date: day(0), open: '09:00', close: '23:00', closed: true },
        { date: day(2), open: '10:00', close: '12:00' },
      ],
    });
    expect(set.status).toBe(200);
    expect(set.body.holidays).toEqual([
      { date: day(0), open: '09:00', close: '23:00', closed: true },
      { date: day(2), open: '10:00', close: '12:00' },
    ]);
    await expect.poll(() => heard).toContain('menu');
    stop();

    const shown = (await branches(server, M)).find((b) => b.id === branch.id);
    expect(shown).toMatchObject({
      isOpen: false,
      opensAt: { day: day(1), time: '09:00' },
      holidays: [
        { date: day(0), closed: true },
        { date: day(2), open: '10:00', close: '12:00' },
      ],
    });
    const refused = await orderNow(branch.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BRANCH_CLOSED');
    expect(refused.body.message).toContain(`${day(1)} 09:00`);
    // the short day takes orders only in its hours
    expect((await orderNow(branch.id, { later: true, day: day(2), time: '13:00' })).status).toBe(422);
    expect((await orderNow(branch.id, { later: true, day: day(2), time: '11:00' })).status).toBe(200);
    expect((await orderNow(branch.id, { later: true, day: day(1), time: '13:00' })).status).toBe(200);
  });

  it('refuses a date that is not in the calendar, a date listed twice, and a date not written YYYY-MM-DD, in the folder’s words', async () => {
    const branch = await firstBranch();
    const put = (holidays: object[]) =>
      api('PUT', `/branches/${branch.id}/hours`, {
        version: branch.version,
        open: '09:00',
        close: '23:00',
        holidays,
      });
    const notADate = await put([{ date: '2027-02-30', open: '10:00', close: '12:00' }]);
    expect(notADate.status).toBe(422);
    expect(notADate.body.problems).toEqual([
      { path: '/holidays/0/date', message: '2027-02-30 is not a date of the calendar' },
    ]);
    const twice = await put([
      { date: day(3), open: '10:00', close: '12:00' },
      { date: day(3), open: '10:00', close: '10:00', closed: true },
    ]);
    expect(twice.body.problems).toEqual([
      { path: '/holidays/1/date', message: `${day(3)} is listed twice in this branch` },
    ]);
    const written = await put([{ date: '31.12.2026', open: '10:00', close: '12:00' }]);
    expect(written.status).toBe(400);
    // nothing was kept
    expect((await firstBranch()).holidays).toHaveLength(2);
  });

  it('undoes the day off: the branch is open again', async () => {
    const branch = await firstBranch();
    const [change] = (await api('GET', '/changes')).body.filter((c: { kind: string }) => c.kind === 'hours');
    expect(change).toMatchObject({ rowId: branch.id, after: { holidays: expect.any(Array) } });
    const undone = await api('POST', `/changes/${change.id}/undo`);
    expect(undone.status).toBe(200);
    expect((await firstBranch()).holidays).toEqual([]);
    expect((await branches(server, M)).find((b) => b.id === branch.id)).toMatchObject({
      isOpen: true,
      holidays: [],
    });
    expect((await orderNow(branch.id)).status).toBe(200);
  });
});
