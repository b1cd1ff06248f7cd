import { createServer, type Server } from 'node:http';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Db } from './db/database';

/**
 * Prometheus metrics of this process (prom-client). One registry per process: the request
 * histogram, orders by merchant and service, payment callbacks by provider and result, open event
 * streams, outbox queues, the database pool and Node's own (event-loop lag among them).
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
export const ordersCreated = new client.Counter({
  name: 'orders_created_total',
  help: 'Orders placed, by merchant and service type',
  labelNames: ['merchant', 'service_type'],
  registers: [registry],
});
const paymentCallbacks = new client.Counter({
  name: 'payment_callbacks_total',
  help: "Payment providers' calls, by provider and the answer given",
  labelNames: ['provider', 'result'],
  registers: [registry],
});
export const eventStreams = new client.Gauge({
  name: 'event_streams_open',
  help: "Customers' and desks' live event streams open on this process",
  registers: [registry],
});

/** The pools of this process (PostgreSQL): their connections in use, idle and waited for. */
const pools = new Set<{ totalCount: number; idleCount: number; waitingCount: number }>();
export const watchPool = (pool: { totalCount: number; idleCount: number; waitingCount: number }) =>
  void pools.add(pool);
new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools)
      [total, idle, waiting] = [total + pool.totalCount, idle + pool.idleCount, waiting + pool.waitingCount];
    this.set({ state: 'busy' }, total - idle);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

const OUTBOXES = { bot: 'bot_messages', fiscal: 'fiscal_outbox' } as const;
let outboxDb: Db | null = null;
// read when Prometheus asks (the age gauge below is set by the same reading)
const outboxLength: client.Gauge<'outbox'> = new client.Gauge({
  name: 'outbox_pending',
  help: 'Messages waiting to be sent, by outbox',
  labelNames: ['outbox'],
  registers: [registry],
  collect: () => readOutboxes(),
});
const outboxAge = new client.Gauge({
  name: 'outbox_oldest_seconds',
  help: 'Age of the oldest message waiting, by outbox (0 when none waits)',
  labelNames: ['outbox'],
  registers: [registry],
});

/** What a provider's answer says: ok, or the error it carries (its own code). */
export function callbackResult(status: number, payload: unknown): string {
  if (status >= 400) return `http ${status}`;
  let body: unknown = payload;
  if (typeof payload === 'string')
    try {
      body = JSON.parse(payload);
    } catch {
      return 'ok';
    }
  const { error, errorCode } = (body ?? {}) as { error?: unknown; errorCode?: unknown };
  if (error && typeof error === 'object') return `error ${(error as { code?: unknown }).code}`;
  if (typeof error === 'number') return error === 0 ? 'ok' : `error ${error}`;
  if (errorCode !== undefined && errorCode !== null) return `error ${errorCode}`;
  return 'ok';
}

/** An answer slower than this is logged (warn) with its route. */
const SLOW_ANSWER_MS = 2_000;
/** The event loop held this long by one piece of work is logged (warn): every answer waited that long. */
const STALL_MS = 1_000;

/**
 * Logs each time the event loop was held (one piece of synchronous work) for over STALL_MS:
 * a tick every 250 ms that arrives late says how long everything else waited. Stops with `stop()`.
 */
export function watchStalls(log: { warn: (o: object, m: string) => void }): () => void {
  const every = 250;
  let expected = Date.now() + every;
  let cpu = process.cpuUsage();
  const timer = setInterval(() => {
    const late = Date.now() - expected;
    // the process's own CPU meanwhile: near `ms` it was busy; far below, the machine's cores were
    const used = process.cpuUsage(cpu);
    if (late > STALL_MS)
      log.warn({ ms: late, cpuMs: Math.round((used.user + used.system) / 1000) }, 'event loop held');
    expected = Date.now() + every;
    cpu = process.cpuUsage();
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

/** Times every request and counts payment callbacks; `/metrics` answers with `METRICS_TOKEN` as Bearer. */
export function registerMetrics(app: FastifyInstance, db: Db, token: string | null) {
  outboxDb = db;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const provider = /^\/api\/callbacks\/(\w+)\//.exec(route ?? '')?.[1];
    if (provider) paymentCallbacks.inc({ provider, result: callbackResult(reply.statusCode, payload) });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // an answer this slow is a customer waiting: named in the log, with the route that kept them
    // an event stream is open as long as its page: never "slow" (some write their headers raw)
    const streamed =
      String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream') ||
      /\/events$/.test(request.routeOptions.url ?? '');
    if (reply.elapsedTime > SLOW_ANSWER_MS && !streamed)
      request.log.warn(
        { route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'slow answer',
      );
    httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found: /metrics' });
    if (request.headers.authorization !== `Bearer ${token}`)
      return reply
        .code(401)
        .send({ code: 'UNAUTHORIZED', message: 'Metrics need METRICS_TOKEN as a Bearer token' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** The outboxes' queues, read when Prometheus asks. */
async function readOutboxes() {
  if (!outboxDb) return;
  for (const [name, table] of Object.entries(OUTBOXES)) {
    const row = await sql<{ pending: string | number; oldest: Date | string | null }>`
      SELECT count(*) AS pending, min(created_date) AS oldest FROM ${sql.table(table)}
       WHERE sent_at IS NULL AND attempts < 8`
      .execute(outboxDb)
      .then((r) => r.rows[0])
      .catch(() => undefined);
    if (!row) continue;
    outboxLength.set({ outbox: name }, Number(row.pending));
    outboxAge.set(
      { outbox: name },
      row.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : 0,
    );
  }
}

/** `/metrics` on a port of its own (METRICS_PORT), for a scraper inside the private network. */
export function serveMetricsOn(port: number, host: string): Server {
  return createServer((request, response) => {
    if (request.url !== '/metrics') return void response.writeHead(404).end();
    void registry
      .metrics()
      .then((text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text));
  }).listen(port, host);
}
