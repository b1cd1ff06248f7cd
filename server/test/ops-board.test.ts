import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/types';
import { branches, placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, moveOrder, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const OPERATOR = '998900000001';
const KITCHEN = '998900000002';
type Page = Schemas['StaffOrderPage'];

describe.each(DATABASES)('the desk at rush hour on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let kitchen: string;
  let customer: string;
  const board = async (token: string, query = '') => {
    const res = await server.call({
      method: 'GET',
      url: `/api/ops/v1/orders?view=board${query}`,
      headers: headers(M, token),
    });
    expect(res.status).toBe(200);
    return res.body as Page;
  };
  const move = (id: number, token: string, status: string) =>
    moveOrder(server, M, token, id, status, status === 'CANCELED' ? 'the customer called it off' : undefined);

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, M, OPERATOR, '10.9.3.1', '/api/ops/v1')).token;
    kitchen = (await login(server, M, KITCHEN, '10.9.3.2', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901000391', '10.9.3.3')).token;
  });
  afterAll(() => server.close());

  it('answers every open order on the board, a thousand and more, oldest first, in one page', async () => {
    const first = await placePickUpOrder(server, M, customer);
    const row = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const { id: _id, changed_at: _changed, ...copy } = row;
    const copies = Array.from({ length: 1000 }, (_, i) => ({
      ...copy,
      number: 500_000 + i,
      // placed and last changed a while ago (the board's since does not bring them back)
      changed_at: new Date(Date.now() - 3_600_000),
      lines: JSON.stringify(row.lines),
      address: row.address === null ? null : JSON.stringify(row.address),
      details: JSON.stringify(row.details),
      fiscal_receipt: null,
      fiscal_refund_receipt: null,
    }));
    // a statement binds at most 65,535 parameters: a row is one per column
    for (let at = 0; at < copies.length; at += 250) {
      await server.db
        .insertInto('orders')
        .values(copies.slice(at, at + 250))
        .execute();
    }
    const page = await board(operator);
    const open = await server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', M)
      .where('status', 'not in', ['CLOSED', 'CANCELED'])
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBeGreaterThan(1000);
    expect(page.content).toHaveLength(Number(open.n));
    expect(page.totalElements).toBe(Number(open.n));
    expect(page.last).toBe(true);
    expect(page.content[0]?.id).toBeLessThan(page.content.at(-1)?.id ?? 0);
    expect(page.content.find((o) => o.id === first.id)?.customer.phone).toBe('998901000391');
    expect(typeof page.cursor).toBe('string');
  });

  it('with since, answers only the orders changed after it and names those that left the board', async () => {
    const before = await board(operator);
    const a = await placePickUpOrder(server, M, customer);
    const b = await placePickUpOrder(server, M, customer);
    expect((await move(b.id, operator, 'CANCELED')).status).toBe(200);
    const changed = await board(operator, `&since=${encodeURIComponent(before.cursor ?? '')}`);
    expect(changed.content.map((o) => o.id)).toContain(a.id);
    expect(changed.content.map((o) => o.id)).not.toContain(b.id);
    expect(changed.gone).toContain(b.id);
    // far fewer than the whole board: only what changed in the overlap before the cursor
    expect(changed.content.length).toBeLessThan(before.content.length);
    const unknown = await server.call({
      method: 'GET',
      url: '/api/ops/v1/orders?view=history&since=2026-01-01T00:00:00Z',
      headers: headers(M, operator),
    });
    expect(unknown.status).toBe(400);
  });

  it("shows a branch's kitchen only its own branch's orders; an accepted order leaves an operator's since as changed", async () => {
    const [home, other] = await branches(server, M);
    if (!home || !other) throw new Error('demo has two branches');
    const order = await placePickUpOrder(server, M, customer);
    expect((await move(order.id, operator, 'ACCEPTED')).status).toBe(200);
    await server.db.updateTable('staff').set({ branch_id: other.id }).where('phone', '=', KITCHEN).execute();
    const elsewhere = await board(kitchen);
    expect(elsewhere.content.every((o) => o.branch === other.id)).toBe(true);
    expect(elsewhere.content.map((o) => o.id)).not.toContain(order.id);
    await server.db.updateTable('staff').set({ branch_id: home.id }).where('phone', '=', KITCHEN).execute();
    const own = await board(kitchen);
    expect(own.content.map((o) => o.id)).toContain(order.id);
    expect(own.content.every((o) => o.branch === home.id && ['ACCEPTED', 'COOKING'].includes(o.status))).toBe(
      true,
    );
    // moved on past the kitchen: gone from its board
    const cursor = own.cursor ?? '';
    expect((await move(order.id, kitchen, 'COOKING')).status).toBe(200);
    expect((await move(order.id, kitchen, 'DONE')).status).toBe(200);
    const after = await board(kitchen, `&since=${encodeURIComponent(cursor)}`);
    expect(after.gone).toContain(order.id);
    await server.db.updateTable('staff').set({ branch_id: null }).where('phone', '=', KITCHEN).execute();
  });
});

describe.each(DATABASES)("a kitchen member's branch from staff.json on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("logs osh's Beshqozon kitchen in with its branch and shows it that branch's orders only", async () => {
    const OSH = 2;
    const all = await branches(server, OSH);
    const beshqozon = all.find((b) => b.name.eng === 'Beshqozon');
    const member = await login(server, OSH, '998900000012', '10.9.3.9', '/api/ops/v1');
    expect((member.staff as Schemas['StaffMember']).branchId).toBe(beshqozon?.id);
    const res = await server.call({
      method: 'GET',
      url: '/api/ops/v1/orders?view=board',
      headers: headers(OSH, member.token),
    });
    expect(res.status).toBe(200);
    expect((res.body as Page).content.every((o) => o.branch === beshqozon?.id)).toBe(true);
  });
});
