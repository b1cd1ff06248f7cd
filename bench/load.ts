/** What the API benchmarks share: keep-alive requests, open-loop load at a constant rate, figures. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { freePort } from '../src/test/free-port';

export type Init = { method?: string; headers: Record<string, string>; body?: string };

/**
 * The body is read as bytes and never decompressed (fetch would gunzip every menu on this
 * machine's cores, which the server needs — a browser does that work on the customer's phone).
 */
export const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export function send(url: string, init: Init): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.length < 64 && chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export type Figures = {
  rate: number;
  achieved: number;
  /** requests answered or failed */
  count: number;
  p50: number;
  p99: number;
  max: number;
  codes: Map<number, number>;
  errors: number;
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Open-loop load at a constant rate: request i leaves at t0 + i/rate whatever the answers do
 * (autocannon's rate limit sends each second's requests in one burst, which measures bursts).
 * One second at the same rate first, not counted: the pools open their connections and the code
 * paths warm up (a server in service is past that). `request(i)` sends the i-th request.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  request: (i: number) => Promise<{ status: number }>,
): Promise<Figures> {
  await Promise.all(
    Array.from({ length: rate }, (_, i) =>
      new Promise((r) => setTimeout(r, (i * 1000) / rate)).then(() => request(-1 - i).catch(() => 0)),
    ),
  );
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  let errors = 0;
  const t0 = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      (async () => {
        const start = performance.now();
        try {
          const { status } = await request(i);
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
  return {
    rate,
    achieved: total / elapsed,
    count: total,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    codes,
    errors,
  };
}

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc (Linux): what a request
 * costs its server, whatever else shares the cores.
 */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
export const codeText = (f: Figures) =>
  [...f.codes].map(([c, n]) => `${c}×${n}`).join(' ') + (f.errors ? ` errors×${f.errors}` : '');

/** A customer's (or, with `ops`, a staff member's) token, through the development SMS outbox. */
export async function login(base: string, merchantId: number, phone: string, ops = false): Promise<string> {
  const area = ops ? 'ops' : 'users';
  const headers = { 'content-type': 'application/json', 'x-merchant-id': String(merchantId) };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await post(`/api/${area}/v1/auth/otp`, { phone });
  // newest first
  const [sms] = (await (await fetch(`${base}/api/dev/v1/sms-outbox?phone=${phone}`)).json()) as {
    code: string;
  }[];
  const code = sms?.code;
  const { token } = await post(`/api/${area}/v1/auth/otp/verify`, { phone, code });
  return token as string;
}

/** Waits for a server process's readiness check (GET /api/ready answers 200). */
export async function waitUntilReady(base: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server at ${base} exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A server process a bench started: where it answers. */
export interface StartedServer {
  child: ChildProcess;
  port: number;
  base: string;
}

/**
 * The compiled server (`node dist-server/main.js`, as `npm start` runs it) in a process of its
 * own, on a free port, so the load generator does not share its event loop; ready when this
 * returns. The demo merchants take orders whatever the hour the bench runs at (DEV_CLOCK), the
 * simulator is off.
 */
export async function startCompiledServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; stdout?: 'inherit' | 'ignore' } = {},
): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--enable-source-maps', 'dist-server/main.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        SIMULATOR_TICK_MS: '0',
        LOG_LEVEL: 'error',
        DEV_CLOCK: process.env.DEV_CLOCK ?? 'demo=13:00,osh=12:00,night=20:00',
        ...env,
      },
      stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
    },
  );
  // a bench stopped half-way (an error, Ctrl-C, a timeout's SIGTERM) takes its server with it
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    if (process.listenerCount(signal) === 0)
      process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base, child);
  return { child, port, base };
}
