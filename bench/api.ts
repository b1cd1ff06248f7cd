/**
 * API load on loopback against ARCHITECTURE.md's budgets:
 * - menu overview p99 ≤ 25 ms at 500 req/s (and 304 on a repeat with If-None-Match)
 * - order create p99 ≤ 60 ms at 100 req/s
 * and the server process's CPU per request (from /proc: what an order costs, whatever shares the cores).
 * Usage: npm run bench:api  (BENCH_SECONDS=10 by default, after one unmeasured second of warm-up;
 * DATABASE_URL to bench PostgreSQL; BENCH_ONLY=order or menu runs one of them). Several processes on PostgreSQL: npm run bench:scale.
 */
import { execFileSync } from 'node:child_process';
import { computeTotals } from '../src/domain/pricing';
import { agent, codeText, cpuMsOf, type Init, login, ms, openLoop, send, startCompiledServer } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// The compiled server (as `npm start` runs it) in its own process, so the load generator does not
// share its event loop. BENCH_CPU_PROF=dir: its CPU profile (.cpuprofile) lands there.
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
const { child: server, base } = await startCompiledServer(
  { DATA_DIR: 'memory://', CDN_CACHE_DIR: '.cache/cdn-bench' },
  { nodeArgs: profile },
);
const json = { 'content-type': 'application/json', 'x-merchant-id': '1' };

const token = await login(base, 1, '998909999999');
const menu = await (await fetch(`${base}/api/products/v1/overalls?type=WEB`, { headers: json })).json();
const etag =
  (await fetch(`${base}/api/products/v1/overalls?type=WEB`, { headers: json })).headers.get('etag') ?? '';
const somsa = menu.products.find((p: { name: { eng: string } }) => p.name.eng === 'Tandoor somsa');
const branches = await (await fetch(`${base}/api/users/v1/branches`, { headers: json })).json();
const totals = computeTotals({
  lines: [{ cost: somsa.costPrice, discount: somsa.discount, modifiers: [], quantity: 2 }],
  serviceType: 'PICK_UP',
  deliveryPrice: 0,
});
const order = JSON.stringify({
  serviceType: 'PICK_UP',
  paymentType: 'CASH',
  branch: branches[0].id,
  cartItems: [{ productId: somsa.id, count: 2 }],
  totalPrice: totals.totalPrice,
});

async function run(title: string, rate: number, budgetP99: number, path: string, init: Init) {
  const cpu = cpuMsOf(server.pid as number);
  const f = await openLoop(rate, seconds, () => send(`${base}${path}`, init));
  const cpuPerRequest = (cpuMsOf(server.pid as number) - cpu) / f.count;
  const ok = f.p99 <= budgetP99 && f.errors === 0 && [...f.codes.keys()].every((c) => c === 200 || c === 304);
  console.log(
    `${title.padEnd(34)} ${String(Math.round(f.achieved)).padStart(5)} req/s  p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  max ${ms(f.max)}  server CPU ${cpuPerRequest.toFixed(1)} ms/request  (budget p99 ≤ ${budgetP99} ms at ${rate} req/s) ${codeText(f)} ${ok ? 'ok' : 'OVER'}`,
  );
}

console.log(
  `API on loopback, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (bodies read as bytes, not decompressed):`,
);
// BENCH_ONLY=order: the order alone (its CPU profile then holds little else)
const only = process.env.BENCH_ONLY;
if (!only || only === 'menu')
  await run('GET menu overview', 500, 25, '/api/products/v1/overalls?type=WEB', {
    headers: { ...json, 'accept-encoding': 'gzip' },
  });
if (!only || only === 'menu')
  await run('GET menu overview (If-None-Match)', 500, 25, '/api/products/v1/overalls?type=WEB', {
    headers: { ...json, 'if-none-match': etag },
  });
if (!only || only === 'order')
  await run('POST order', 100, 60, '/api/orders/v1/orders', {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: order,
  });
agent.destroy();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
