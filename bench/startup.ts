/**
 * Start-up time and memory of the server: the compiled one (`npm start`: node dist-server/main.js)
 * beside the sources through tsx (how it ran before). Each run: a fresh process on an embedded
 * in-memory database, timed from spawn to the first 200 of /api/ready; memory is its resident set
 * then. `BENCH_RUNS` (default 3) runs each; the median is printed.
 */
import { median } from './median';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../src/test/free-port';

const runs = Number(process.env.BENCH_RUNS ?? 3);
execFileSync(process.execPath, ['scripts/build-server.mjs']);

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function once(args: string[]): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'error',
      SIMULATOR_TICK_MS: '0',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { ms: performance.now() - started, rss: rssMb(child.pid as number) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

for (const [name, args] of [
  ['compiled (node dist-server/main.js)', ['dist-server/main.js']],
  ['sources through tsx', ['--import', 'tsx', 'server/main.ts']],
] as const) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once([...args]));
  console.log(
    `${name}: ready in ${Math.round(median(results.map((r) => r.ms)))} ms, ${Math.round(median(results.map((r) => r.rss)))} MB resident (median of ${runs})`,
  );
}
