/**
 * API load on loopback against ARCHITECTURE.md's budgets:
 * - menu overview p99 ≤ 25 ms at 500 req/s (and 304 on a repeat with If-None-Match)
 * - order create p99 ≤ 60 ms at 100 req/s
 * Usage: npm run bench:api  (BENCH_SECONDS=10 by default, after one unmeasured second of warm-up;
 * DATABASE_URL to bench PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { computeTotals } from '../src/domain/pricing';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8790);
// The server runs in its own process, so the load generator does not share its event loop.
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/api-server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: 'memory://',
    CDN_CACHE_DIR: '.cache/cdn-bench',
    // the demo merchants take orders whatever the hour the bench runs at
    DEV_CLOCK: process.env.DEV_CLOCK ?? 'demo=13:00,osh=12:00,night=20:00',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
  server.once('exit', (code) => reject(new Error(`API server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;
const json = { 'content-type': 'application/json', 'x-merchant-id': '1' };

async function post(path: string, body: unknown, extra: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...json, ...extra },
    body: JSON.stringify(body),
  });
  return res.json();
}

const phone = '998909999999';
await post('/api/users/v1/auth/otp', { phone });
const [sms] = await (await fetch(`${base}/api/dev/v1/sms-outbox?phone=${phone}`)).json();
const { token } = await post('/api/users/v1/auth/otp/verify', { phone, code: sms.code });
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

/**
 * One request on a keep-alive connection; the body is read as bytes and never decompressed
 * (fetch would gunzip every menu on this machine's cores, which the server needs — a browser
 * does that work on the customer's phone).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
function send(path: string, init: { method?: string; headers: Record<string, string>; body?: string }) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, agent },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Open-loop load at a constant rate: request i leaves at t0 + i/rate whatever the answers do
 * (autocannon's rate limit sends each second's requests in one burst, which measures bursts).
 */
async function run(
  title: string,
  rate: number,
  budgetP99: number,
  path: string,
  init: { method?: string; headers: Record<string, string>; body?: string },
) {
  // one second at the same rate first, not counted: the server's pool opens its connections and
  // the code paths warm up (a server in service is past that)
  await Promise.all(
    Array.from({ length: rate }, (_, i) =>
      new Promise((r) => setTimeout(r, (i * 1000) / rate)).then(() => send(path, init).catch(() => 0)),
    ),
  );
  const total = rate * seconds;
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  let errors = 0;
  const t0 = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      (async () => {
        const start = performance.now();
        try {
          const status = await send(path, init);
          codes.set(status, (codes.get(status) ?? 0) + 1);
          latencies.push(performance.now() - start);
        } catch {
          errors++;
        }
      })(),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const ok = pct(99) <= budgetP99 && errors === 0 && [...codes.keys()].every((c) => c === 200 || c === 304);
  const codeText = [...codes].map(([c, n]) => `${c}×${n}`).join(' ');
  console.log(
    `${title.padEnd(34)} ${String(Math.round(total / elapsed)).padStart(5)} req/s  p50 ${pct(50).toFixed(1).padStart(5)} ms  p99 ${pct(99).toFixed(1).padStart(5)} ms  (budget p99 ≤ ${budgetP99} ms at ${rate} req/s) ${codeText}${errors ? ` errors×${errors}` : ''} ${ok ? 'ok' : 'OVER'}`,
  );
}

console.log(
  `API on loopback, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (bodies read as bytes, not decompressed):`,
);
await run('GET menu overview', 500, 25, '/api/products/v1/overalls?type=WEB', {
  headers: { ...json, 'accept-encoding': 'gzip' },
});
await run('GET menu overview (If-None-Match)', 500, 25, '/api/products/v1/overalls?type=WEB', {
  headers: { ...json, 'if-none-match': etag },
});
await run('POST order', 100, 60, '/api/orders/v1/orders', {
  method: 'POST',
  headers: { ...json, authorization: `Bearer ${token}` },
  body: order,
});
agent.destroy();
server.kill('SIGTERM');
