/**
 * vitest's global set-up: when TEST_DATABASE_URL is not set, a throw-away PostgreSQL cluster of this
 * machine's Debian PostgreSQL (initdb, in a temp folder, on a free port, trust auth on loopback) runs
 * for the test run and is removed after it, so every run tests the races PGlite hides. Where there is
 * no PostgreSQL, it says so: the server tests then run on PGlite only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Debian keeps the server's programs under /usr/lib/postgresql/<version>/bin. */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root))
    for (const version of readdirSync(root).sort().reverse())
      if (existsSync(join(root, version, 'bin', 'initdb'))) return join(root, version, 'bin');
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? join(which.stdout.trim(), '..') : null;
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export default async function setup(): Promise<(() => void) | void> {
  if (process.env.TEST_DATABASE_URL) return;
  const bin = binDir();
  if (!bin) {
    console.warn(
      'PostgreSQL: not run — no TEST_DATABASE_URL and no PostgreSQL on this machine; the server tests run on PGlite only.',
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'dasturxon-pg-'));
  const owner = runAs();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) =>
    execFileSync(program, args, { stdio: 'pipe', ...(owner ? { uid: owner.uid, gid: owner.gid } : {}) });
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL: a throw-away cluster for this run on port ${port} (${bin})`);
  return () => {
    run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
}
