import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * `npm start`'s own path: the server compiled by scripts/build-server.mjs and run by plain Node
 * (no TypeScript loader), as the journeys and the container run it. A built storefront stands in
 * (a page and a first-screen entry newer than the sources), so nothing else is built.
 */
describe('the compiled server', () => {
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let output = '';
  let port = 0;
  let metricsPort = 0;

  // started in the hook (its time is the generous one of a server with its database to seed)
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs']);
    const dist = mkdtempSync(join(tmpdir(), 'dx-compiled-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="uz"><head><title>x</title><!--bootstrap--></head><body><div id="root"></div></body></html>',
    );
    const ssr = mkdtempSync(join(tmpdir(), 'dx-compiled-ssr-'));
    writeFileSync(join(ssr, 'ssr.js'), 'export const renderFirstScreen = null;\n');
    [port, metricsPort] = [await freePort(), await freePort()];
    child = spawn(process.execPath, ['dist-server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DIST_DIR: dist,
        SSR_DIR: ssr,
        SIMULATOR_TICK_MS: '0',
        LOG_LEVEL: 'error',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    exited = new Promise((resolve) => child.once('exit', resolve));
    // ready once /api/ready says so (or the process ended: then the test says why)
    for (;;) {
      if (child.exitCode !== null) return;
      const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100)); // the poll's pace, not a wait for time
    }
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('starts with node alone, is ready, serves metrics on their own port, and stops on SIGTERM', async () => {
    expect(child.exitCode, output).toBe(null);
    const menu = await fetch(`http://127.0.0.1:${port}/api/products/v1/overalls?type=WEB`, {
      headers: { 'X-Merchant-Id': '1' },
    });
    expect(menu.status).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(await metrics.text()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/products/v1/overalls",status="200"} 1',
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
