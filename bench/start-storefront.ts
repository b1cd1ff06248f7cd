import { execFileSync, spawn } from 'node:child_process';
import { freePort } from '../src/test/free-port';

/**
 * The compiled server as `npm start` runs it (it builds the storefront when needed), on a free port with a
 * throw-away database and the demo merchants open whatever the hour; BENCH_URL names a running one
 * instead.
 */
export async function startStorefront(): Promise<{ origin: string; stop: () => void }> {
  if (process.env.BENCH_URL) return { origin: process.env.BENCH_URL, stop: () => undefined };
  execFileSync(process.execPath, ['scripts/build-server.mjs']);
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      SIMULATOR_TICK_MS: '0',
      DEV_CLOCK: 'demo=13:00,osh=12:00,night=20:00',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (c: Buffer) => c.toString().includes('storefront on') && resolve());
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { origin: `http://localhost:${port}`, stop: () => server.kill('SIGTERM') };
}

/** A demo merchant's origin on a storefront started here: demo at the bare host, the others at their sub-domain. */
export const merchantOrigin = (origin: string, sub: string) =>
  origin.replace('//localhost', sub === 'demo' ? '//localhost' : `//${sub}.localhost`);
