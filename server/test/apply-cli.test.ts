import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberPort } from '../db/data-dir-lock';
import { startTestServer, type TestServer } from './harness';

const run = promisify(execFile);

/** `npm run merchant -- …` (its `tsx scripts/merchant.ts`, in one Node process with tsx's loader): exit code and what it printed. */
async function merchant(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/merchant.ts', ...args],
      {
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: `${e.stdout}${e.stderr}` };
  }
}

/** A copy of the sample folder ("samarqand") to change as onboarding staff would. */
function sampleFolder() {
  const dir = join(mkdtempSync(join(tmpdir(), 'apply-')), 'samarqand');
  cpSync('schemas/fixtures/merchants/samarqand', dir, { recursive: true });
  const reprice = (price: number) => {
    const menu = JSON.parse(readFileSync(join(dir, 'menu.json'), 'utf8'));
    menu.products[0].price = price;
    writeFileSync(join(dir, 'menu.json'), JSON.stringify(menu));
  };
  return { dir, reprice };
}

describe('npm run merchant -- apply', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('through a running server: a dry run, the new merchant, then a price changed in place', async () => {
    const folder = sampleFolder();
    const dry = await merchant(['apply', folder.dir, '--server', origin, '--dry-run']);
    expect(dry.output).toContain('dry run on the server at');
    expect(dry.output).toContain('dish added samarqand-oshi');
    const created = await merchant(['apply', folder.dir, '--server', origin]);
    expect(created.code).toBe(0);
    expect(created.output).toContain(`created "samarqand" in the server at ${origin}`);
    expect(created.output).toContain(`open http://samarqand.${new URL(origin).host}`);
    folder.reprice(47000);
    const changed = await merchant(['apply', folder.dir, '--server', origin]);
    expect(changed.output).toContain('dish changed samarqand-oshi: price 40000 → 47000');
    const live = Number(/live version (\d+)/.exec(changed.output)?.[1]);
    expect(live).toBeGreaterThan(1);
    // a folder that started before that change would undo it: refused, saying what it would revert
    folder.reprice(45000);
    const stale = await merchant(['apply', folder.dir, '--server', origin, '--based-on', String(live - 1)]);
    expect(stale.code).toBe(1);
    expect(stale.output).toContain('Applying it would revert:');
    expect(stale.output).toContain('dish changed samarqand-oshi: price 47000 → 45000');
    const forced = await merchant([
      'apply',
      folder.dir,
      '--server',
      origin,
      '--based-on',
      String(live - 1),
      '--force',
    ]);
    expect(forced.code).toBe(0);
    expect(forced.output).toContain(`live version ${live + 1}`);
  }, 180_000);

  it('straight into a database no server holds, saying which; import refuses a sub that exists', async () => {
    const folder = sampleFolder();
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'apply-data-')), DATABASE_URL: '', PORT: '8123' };
    const created = await merchant(['import', folder.dir], env);
    expect(created.output).toContain(`in the embedded database in ${env.DATA_DIR}`);
    expect(created.output).toContain('open http://samarqand.localhost:8123');
    const again = await merchant(['import', folder.dir], env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists: change it with "npm run merchant -- apply');
  }, 180_000);

  it('names the port the server on the folder runs on, and says when the admin key is refused', async () => {
    const folder = sampleFolder();
    const dataDir = mkdtempSync(join(tmpdir(), 'apply-data-'));
    // a server ran on this DATA_DIR at 4391 (it wrote its port): the CLI's PORT is not that
    rememberPort(dataDir, 4391);
    const created = await merchant(['import', folder.dir], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '8080',
    });
    expect(created.output).toContain('open http://samarqand.localhost:4391');
    const refused = await merchant(['apply', folder.dir, '--server', origin], {
      ADMIN_API_KEY: 'not-the-key',
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('refused the admin key');
    expect(refused.output).not.toContain('log in again');
  }, 180_000);
});
