/**
 * The storefront at scale on PostgreSQL: one and then two compiled server processes
 * (`node dist-server/main.js`, as `npm start` runs them) on one database, every request spread
 * across them in turn as a load balancer would. For each:
 * - menu overview p50/p99/max at 500 requests/s
 * - order creation p50/p99/max at 100 orders/s, then the most orders/s sustained (rate stepped
 *   up until p99 passes 250 ms or the rate is not kept) and the CPU it took (server + PostgreSQL)
 * - 2,000 open order event streams (customers' order pages) while the operator moves 50 orders
 *   a second: from the operator's request to the customer's event, p50/p99/max
 * - resident memory per process (now and peak)
 * Usage: DATABASE_URL=postgres://user:password@host/db npm run bench:scale (BENCH_SECONDS=10).
 * It creates a database of its own beside DATABASE_URL's (`<db>_scale`) and drops it after.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { computeTotals } from '../src/domain/pricing';
import {
  agent,
  codeText,
  type Figures,
  login,
  ms,
  openLoop,
  percentile,
  send,
  startCompiledServer,
  type StartedServer,
} from './load';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:scale measures PostgreSQL: DATABASE_URL=postgres://… npm run bench:scale');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const MOVES_PER_SECOND = 50;
const ORDER_P99_LIMIT_MS = 250;
const scaleUrl = new URL(url);
const scaleDb = `${scaleUrl.pathname.slice(1) || 'postgres'}_scale`;
scaleUrl.pathname = `/${scaleDb}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---- CPU and memory, from /proc (Linux) ----
const TICKS = 100; // USER_HZ
const cpuTicks = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone
  }
};
const postgresPids = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
const memory = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;

/** CPU seconds per second taken by the servers and by PostgreSQL (when it runs on this machine). */
async function cpuDuring<T>(servers: ChildProcess[], work: () => Promise<T>) {
  const pgPids = postgresPids();
  const sum = (pids: number[]) => pids.reduce((n, pid) => n + cpuTicks(pid), 0);
  const serverPids = servers.map((s) => s.pid as number);
  const [s0, p0, t0] = [sum(serverPids), sum(pgPids), performance.now()];
  const result = await work();
  const wall = (performance.now() - t0) / 1000;
  return {
    result,
    serverCores: (sum(serverPids) - s0) / TICKS / wall,
    databaseCores: pgPids.length ? (sum(pgPids) - p0) / TICKS / wall : null,
  };
}

// ---- the servers ----
const startServer = () =>
  startCompiledServer(
    {
      DATABASE_URL: scaleUrl.toString(),
      CDN_CACHE_DIR: '.cache/cdn-scale',
      OTP_PER_IP_HOUR: '1000',
      OTP_RESEND_SECONDS: '0',
    },
    { stdout: 'inherit' },
  );

// ---- the event streams ----
type Stream = { close: () => void };
/** A customer's order page: its event stream; `heard(status)` for every event after the first. */
function openStream(base: string, orderId: number, token: string, heard: (status: string) => void) {
  return new Promise<Stream>((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/orders/v1/orders/${orderId}/events`,
      { headers: { accept: 'text/event-stream', 'x-merchant-id': '1', authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${orderId}: ${res.statusCode}`));
        let buffer = '';
        let first = true;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (!data) continue;
            if (first) {
              first = false;
              resolve({ close: () => req.destroy() });
            } else heard((JSON.parse(data) as { status: string }).status);
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function streamsFigures(bases: string[], orderIds: number[], token: string, staffToken: string) {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const streams: Stream[] = [];
  // opened 100 at a time, as customers arrive (not all in the same millisecond)
  for (let i = 0; i < orderIds.length; i += 100)
    streams.push(
      ...(await Promise.all(
        orderIds.slice(i, i + 100).map((id, j) =>
          openStream(bases[(i + j) % bases.length] as string, id, token, (status) => {
            const t = sentAt.get(id);
            if (status === 'ACCEPTED' && t !== undefined) latencies.push(performance.now() - t);
          }),
        ),
      )),
    );
  const moves = Math.min(orderIds.length, MOVES_PER_SECOND * seconds);
  const headers = {
    'content-type': 'application/json',
    'x-merchant-id': '1',
    authorization: `Bearer ${staffToken}`,
  };
  const answers = await openLoop(MOVES_PER_SECOND, moves / MOVES_PER_SECOND, async (i) => {
    // the warm-up second moves orders of its own (the last ones), never counted
    const id = orderIds[i < 0 ? orderIds.length + i : i] as number;
    if (i >= 0) sentAt.set(id, performance.now());
    return send(`${bases[Math.abs(i) % bases.length]}/api/ops/v1/orders/${id}/status`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ status: 'ACCEPTED' }),
    });
  });
  // every event should have arrived; wait for stragglers up to 10 s
  for (let waited = 0; latencies.length < moves && waited < 10_000; waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  for (const s of streams) s.close();
  latencies.sort((a, b) => a - b);
  return {
    opened: streams.length,
    moves,
    heard: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    answers: codeText(answers),
  };
}

// ---- one configuration: n processes ----
async function measure(started: StartedServer[]) {
  const servers = started.map((s) => s.child);
  const bases = started.map((s) => s.base);
  const json = { 'content-type': 'application/json', 'x-merchant-id': '1' };
  const token = await login(bases[0] as string, 1, `99890${String(started[0]?.port).padStart(7, '0')}`);
  const staffToken = await login(bases[0] as string, 1, '998900000001', true);
  const menu = await (await fetch(`${bases[0]}/api/products/v1/overalls?type=WEB`, { headers: json })).json();
  const somsa = menu.products.find((p: { name: { eng: string } }) => p.name.eng === 'Tandoor somsa');
  const branches = await (await fetch(`${bases[0]}/api/users/v1/branches`, { headers: json })).json();
  const order = JSON.stringify({
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
    branch: branches[0].id,
    cartItems: [{ productId: somsa.id, count: 2 }],
    totalPrice: computeTotals({
      lines: [{ cost: somsa.costPrice, discount: somsa.discount, modifiers: [], quantity: 2 }],
      serviceType: 'PICK_UP',
      deliveryPrice: 0,
    }).totalPrice,
  });
  const orderIds: number[] = [];
  const placeOrder = async (i: number) => {
    const answer = await send(`${bases[Math.abs(i) % bases.length]}/api/orders/v1/orders`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: order,
    });
    if (answer.status === 200) orderIds.push((JSON.parse(answer.body) as { id: number }).id);
    return answer;
  };
  const line = (title: string, f: Figures) =>
    console.log(
      `  ${title.padEnd(30)} ${String(Math.round(f.achieved)).padStart(5)}/s  p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  max ${ms(f.max)}  ${codeText(f)}`,
    );

  line(
    'menu overview at 500/s',
    await openLoop(500, seconds, (i) =>
      send(`${bases[Math.abs(i) % bases.length]}/api/products/v1/overalls?type=WEB`, {
        headers: { ...json, 'accept-encoding': 'gzip' },
      }),
    ),
  );
  line('order creation at 100/s', await openLoop(100, seconds, placeOrder));

  // the most orders a second: step up while the rate is kept and p99 stays under the limit
  let best: { rate: number; p99: number; serverCores: number; databaseCores: number | null } | null = null;
  for (const rate of [150, 200, 300, 400, 600, 800]) {
    const {
      result: f,
      serverCores,
      databaseCores,
    } = await cpuDuring(servers, () => openLoop(rate, Math.max(3, seconds / 2), placeOrder));
    line(`order creation at ${rate}/s`, f);
    const kept = f.achieved >= rate * 0.95 && f.errors === 0 && f.codes.size === 1 && f.codes.has(200);
    if (!kept || f.p99 > ORDER_P99_LIMIT_MS) break;
    best = { rate, p99: f.p99, serverCores, databaseCores };
  }
  if (best) {
    const cores = best.serverCores + (best.databaseCores ?? 0);
    console.log(
      `  most orders/s kept: ${best.rate} (p99 ${best.p99.toFixed(0)} ms) using ${best.serverCores.toFixed(2)} server cores` +
        (best.databaseCores === null
          ? ` → ${Math.round(best.rate / best.serverCores)} orders/s per server core`
          : ` + ${best.databaseCores.toFixed(2)} PostgreSQL cores → ${Math.round(best.rate / cores)} orders/s per core`),
    );
  }

  // customers' order pages open on the orders just placed, the newest first (all still OPEN)
  const open = orderIds.slice(-STREAMS).reverse();
  const s = await streamsFigures(bases, open, token, staffToken);
  console.log(
    `  ${s.opened} open streams, ${MOVES_PER_SECOND} moves/s: operator → customer's event p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  (${s.heard} of ${s.moves} heard; moves ${s.answers})`,
  );
  for (const server of servers)
    console.log(
      `  process ${server.pid}: resident ${memory(server.pid as number, 'VmRSS').toFixed(0)} MB, peak ${memory(server.pid as number, 'VmHWM').toFixed(0)} MB`,
    );
}

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(scaleDb)}`);
await admin(`CREATE DATABASE ${pg.escapeIdentifier(scaleDb)}`);
const running: StartedServer[] = [];
try {
  console.log(
    `bench:scale on PostgreSQL (${scaleDb}), ${seconds} s a step, this machine: ${(await import('node:os')).cpus().length} cores`,
  );
  running.push(await startServer());
  console.log('One process:');
  await measure(running);
  running.push(await startServer());
  console.log('Two processes, requests spread across them:');
  await measure(running);
} finally {
  agent.destroy();
  await Promise.all(
    running.map(({ child }) => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')))),
  );
  await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(scaleDb)}`);
}
