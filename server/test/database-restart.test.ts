import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';
import { seedIfEmpty } from '../seed/seed';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { readConfig } from '../config';
import { buildApp, imagesDir } from '../app';
import { OrderEvents } from '../orders/events';
import { diskStore } from '../cdn/storage';

const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/**
 * PostgreSQL restarts (an upgrade, a failover, an administrator): every connection of the
 * storefront is cut with "terminating connection due to administrator command". The process
 * lives on, answers 503 (never 500) while it has no connection, and recovers by itself: its
 * pool opens new connections and its LISTEN connection comes back, so another process's order
 * events are heard again.
 */
// PostgreSQL only (PGlite has no connections to cut); without one the run says so (scripts/test-postgres.ts)
describe.runIf(DATABASES.includes('postgres'))('a database restart on postgres', () => {
  const kind = 'postgres';
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer(kind);
    second = await startTestServer(kind, {}, first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('cuts every connection; both processes live on, answer again and hear each other again', async () => {
    const menu = () =>
      first.call({
        method: 'GET',
        url: '/api/products/v1/overalls?type=WEB',
        headers: { 'x-merchant-id': '1' },
      });
    expect((await menu()).status).toBe(200);
    const cut = await admin(
      async (client) =>
        (
          await client.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = $1 OR application_name = $2`,
            [first.schema, `order_events_${first.schema}`],
          )
        ).rowCount,
    );
    // the two processes' pool connections and their two LISTEN connections
    expect(cut).toBeGreaterThanOrEqual(4);
    // while connections are replaced: only ever 200 or 503, then 200
    const statuses: number[] = [];
    await expect
      .poll(async () => {
        const { status } = await menu();
        statuses.push(status);
        return status;
      })
      .toBe(200);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);

    // an event published by the first process reaches the second once both listen again
    const heard: number[] = [];
    const stop = second.events.subscribeMerchant(1, (event) => heard.push(event.orderId));
    try {
      await expect
        .poll(() => {
          first.events.publish({ orderId: 424242, status: 'ACCEPTED' } as never, 1);
          return heard.includes(424242);
        })
        .toBe(true);
    } finally {
      stop();
    }
  });

  it('answers 503 with a body that says to retry, never 500, while no connection can be made', async () => {
    const { app } = await buildApp({
      config: readConfig({ DATA_DIR: 'memory://' }),
      // nothing listens on port 1: every connection is refused, as while PostgreSQL restarts
      db: openDatabase({ databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none', dataDir: 'memory://' }),
      events: OrderEvents.local(),
      serveSpa: false,
      simulator: false,
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/products/v1/overalls?type=WEB',
        headers: { 'x-merchant-id': '1' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        // the id its log lines carry, for whoever reports it
        requestId: res.headers['x-request-id'],
        description: { ru: expect.stringContaining('попробуйте') },
      });
    } finally {
      await app.close();
    }
  });

  it('a transaction whose connection is cut between statements: its failure is 503, not a 500', async () => {
    const db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
    try {
      // an administrator ends the connection while the transaction holds it; the next statement and
      // Kysely's ROLLBACK then fail on a client that "is not queryable", with no error code
      const failure = await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          const pid = rows[0]!.pid;
          await admin((client) => client.query('SELECT pg_terminate_backend($1)', [pid]));
          await expect
            .poll(() =>
              admin(
                async (client) =>
                  (await client.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount,
              ),
            )
            .toBe(0);
          await sql`SELECT 1`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // the pool opens a new connection for the next request
      await expect(sql`SELECT 1 AS one`.execute(db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await db.destroy();
    }
  });

  it('two processes starting together on an empty database migrate and seed it once', async () => {
    const schema = `test_start_${process.pid}_${Date.now().toString(36)}`;
    await admin((client) => client.query(`CREATE SCHEMA ${schema}`));
    const open = () =>
      openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://', pgSchema: schema });
    const [a, b] = [open(), open()];
    try {
      const options = { pictures: diskStore(imagesDir(readConfig({ DATA_DIR: 'memory://' }))) };
      await Promise.all([migrate(a, schema), migrate(b, schema)]);
      const seeded = await Promise.all([seedIfEmpty(a, options), seedIfEmpty(b, options)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const subs = await a.selectFrom('merchants').select('sub').orderBy('sub').execute();
      expect(subs.map((m) => m.sub)).toEqual(['demo', 'night', 'osh']);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
      await admin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    }
  });
});
