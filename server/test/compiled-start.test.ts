import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from './fake-s3';
import { DATABASES } from './harness';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A built storefront stands in (a page and a first-screen entry newer than the sources), so nothing else is built. */
function builtStorefront() {
  const dist = mkdtempSync(join(tmpdir(), 'dx-compiled-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="uz"><head><title>x</title><!--bootstrap--></head><body><div id="root"></div></body></html>',
  );
  const ssr = mkdtempSync(join(tmpdir(), 'dx-compiled-ssr-'));
  writeFileSync(join(ssr, 'ssr.js'), 'export const renderFirstScreen = null;\n');
  return { DIST_DIR: dist, SSR_DIR: ssr };
}

type Compiled = {
  child: ChildProcess;
  port: number;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
};

/** `node dist-server/main.js` with `env`, ready once /api/ready says so (or ended: `output` says why). */
async function startCompiled(env: Record<string, string>): Promise<Compiled> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SIMULATOR_TICK_MS: '0',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      ...builtStorefront(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${base}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100)); // the poll's pace, not a wait for time
  }
  return { child, port, base, exited, output: () => output };
}

/**
 * `npm start`'s own path: the server compiled by scripts/build-server.mjs and run by plain Node
 * (no TypeScript loader), as the journeys and the container run it.
 */
describe('the compiled server', () => {
  let server: Compiled;
  let metricsPort = 0;

  // started in the hook (its time is the generous one of a server with its database to seed)
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs']);
    metricsPort = await freePort();
    server = await startCompiled({ METRICS_PORT: String(metricsPort) });
  });
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('starts with node alone, is ready, serves metrics on their own port, and stops on SIGTERM', async () => {
    expect(server.child.exitCode, server.output()).toBe(null);
    const menu = await fetch(`${server.base}/api/products/v1/overalls?type=WEB`, {
      headers: { 'X-Merchant-Id': '1' },
    });
    expect(menu.status).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(await metrics.text()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/products/v1/overalls",status="200"} 1',
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

/** A merchant folder as the admin API takes it: a zip, its merchant renamed to `sub`. */
function zippedFolder(dir: string, sub: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(dir, full)] = readFileSync(full);
    }
  };
  walk(dir);
  const merchant = JSON.parse(readFileSync(join(dir, 'merchant.json'), 'utf8')) as Record<string, unknown>;
  files['merchant.json'] = Buffer.from(JSON.stringify({ ...merchant, sub }));
  return zipSync(files);
}

// several processes need PostgreSQL (PGlite is one process's own database)
describe.each(DATABASES.filter((kind) => kind === 'postgres'))(
  'two compiled processes on one %s with pictures in an S3-compatible bucket',
  () => {
    const database = `dx_two_processes_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    let s3: Awaited<ReturnType<typeof startFakeS3>>;
    let servers: Compiled[] = [];

    beforeAll(async () => {
      execFileSync(process.execPath, ['scripts/build-server.mjs']);
      await admin(`DROP DATABASE IF EXISTS ${database}`);
      await admin(`CREATE DATABASE ${database}`);
      s3 = await startFakeS3();
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      const env = (n: number) => ({
        DATABASE_URL: url.toString(),
        CDN_STORAGE: 's3',
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'pictures',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        // each process resizes into its own cache; the originals are only in the bucket
        CDN_CACHE_DIR: mkdtempSync(join(tmpdir(), `dx-cdn-${n}-`)),
      });
      // started together: the migrations and the seed run once, under their lock
      servers = await Promise.all([startCompiled(env(1)), startCompiled(env(2))]);
    });
    afterAll(async () => {
      for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await s3?.close();
      await admin(`DROP DATABASE IF EXISTS ${database}`);
    });

    it('a merchant imported through one process has its pictures served by the other', async () => {
      const [one, other] = servers as [Compiled, Compiled];
      expect(one.child.exitCode, one.output()).toBe(null);
      expect(other.child.exitCode, other.output()).toBe(null);
      const imported = await fetch(`${one.base}/api/admin/v1/merchants/two-osh/config`, {
        method: 'PUT',
        headers: { authorization: 'Bearer dasturxon-dev-admin', 'content-type': 'application/zip' },
        body: Buffer.from(zippedFolder('server/seed/osh', 'two-osh')),
      });
      expect(imported.status, await imported.clone().text()).toBe(200);
      const { merchantId } = (await imported.json()) as { merchantId: number };

      // the other process knows the new merchant and its menu's pictures
      const menu = await fetch(`${other.base}/api/products/v1/overalls?type=WEB`, {
        headers: { 'X-Merchant-Id': String(merchantId) },
      });
      expect(menu.status).toBe(200);
      const { products } = (await menu.json()) as { products: { image: string | null }[] };
      const picture = products.map((p) => p.image).find((image): image is string => !!image);
      expect(picture).toBeTruthy();
      const name = (picture as string).split('/').pop() as string;
      expect(s3.objects.has(`/pictures/${name}`)).toBe(true);
      const served = await fetch(`${other.base}/cdn/${name}`);
      expect(served.status).toBe(200);
      expect(
        Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(`/pictures/${name}`) as Buffer),
      ).toBe(true);
      // and resized there, from the bucket
      const resized = await fetch(`${other.base}/cdn/resize/cover/120/90/70/${name}`);
      expect(resized.status).toBe(200);
      expect(resized.headers.get('content-type')).toBe('image/webp');
    });
  },
);
