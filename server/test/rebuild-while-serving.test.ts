import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A command in this folder, as a person types it: its exit code and what it printed. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

const SERVER_ENV = {
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  SIMULATOR_TICK_MS: '0',
  LOG_LEVEL: 'error',
  DATABASE_URL: '',
};

/**
 * `npm start` of this folder serving while the folder is built again (a newer checkout's
 * `npm start` or `npm run build`): the build is written beside the live one and swapped in whole,
 * and the running server keeps answering from the build it started with.
 */
describe('rebuilding the folder a server is serving', () => {
  let server: ChildProcess;
  let port = 0;
  let base = '';
  let output = () => '';

  // the served build as `npm start` makes it (built first when missing or stale)
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs']);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const started = run(process.execPath, ['dist-server/main.js'], { ...SERVER_ENV, PORT: String(port) });
    server = started.child;
    output = started.output;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server ended: ${output()}`);
      const ready = await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100)); // the poll's pace, not a wait for time
    }
  }, 240_000); // a first build, when the folder has none
  afterAll(async () => {
    if (server.exitCode !== null) return;
    const ended = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await ended;
  });

  it('answers every page and its assets, never a 5xx, while `npm run build` rebuilds the folder', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status, output()).toBe(200);
    // the scripts the page loads, and the lazy chunks a page opened before the swap loads later
    const served = realpathSync('dist');
    const loaded = [...new Set((await home.text()).match(/\/assets\/[\w.-]+\.js/g))];
    const lazy = readdirSync(join(served, 'assets')).filter((name) => name.endsWith('.js'));
    const assets = [...loaded, ...lazy.filter((_, i) => i % 10 === 0).map((name) => `/assets/${name}`)];
    expect(loaded.length).toBeGreaterThan(0);
    const pages = ['/', '/?vendor=osh', '/?vendor=night', '/category?vendor=osh', '/basket', '/profile'];

    const rebuild = run('npm', ['run', 'build']);
    let rebuilding = true;
    void rebuild.exited.then(() => (rebuilding = false));
    const answers: { path: string; status: number }[] = [];
    const duringBuild = { count: 0 };
    // three visitors, each asking for a page and its assets in turn until the build has ended, then
    // a last round each against the folder as the build left it
    const visitor = async (offset: number) => {
      for (let i = offset, after = 0; after < pages.length + assets.length; i++) {
        if (!rebuilding) after++;
        const path =
          i % 2 === 0 ? (pages[i % pages.length] as string) : (assets[i % assets.length] as string);
        const status = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        answers.push({ path, status });
        if (rebuilding) duringBuild.count++;
      }
    };
    await Promise.all([visitor(0), visitor(1), visitor(2)]);

    expect(await rebuild.exited, rebuild.output()).toBe(0);
    // a build happened in this folder, and the server answered all the while
    expect(realpathSync('dist')).not.toBe(served);
    expect(duringBuild.count).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(server.exitCode).toBe(null);
  }, 240_000);

  it('a second `npm start` on the same port says the port is taken, and builds nothing', async () => {
    const live = realpathSync('dist');
    const second = run('npm', ['start'], { ...SERVER_ENV, PORT: String(port) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`port ${port} is taken`);
    expect(realpathSync('dist')).toBe(live);
    expect((await fetch(`${base}/`)).status).toBe(200);
  }, 120_000);
});
