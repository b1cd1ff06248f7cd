/**
 * Onboarding without code:
 *   npm run merchant -- validate <dir>   every problem with its file and JSON path; exit 1 if any
 *                                        (<dir> may be a .zip of the folder, as the onboarding studio downloads it)
 *   npm run merchant -- import <dir>     validate, then import as a new merchant in one transaction,
 *                                        copying its images/ to the CDN's originals
 *   npm run merchant -- apply <dir> [--server <url>] [--dry-run] [--based-on <version>] [--force]
 *                                        create the merchant or change it in place (ids kept by the
 *                                        folder's keys, dishes gone hidden), printing the plan and the
 *                                        version it leaves live; with --server through the running
 *                                        server's admin API (key: ADMIN_API_KEY), else straight into
 *                                        the database. --based-on: the version the folder started
 *                                        from; older than the live one is refused with what it would
 *                                        revert, unless --force
 *   npm run merchant -- qr <dir> [--base <url>] [--telegram] [--out <file>]
 *                                        a printable page of the branches' table QR codes
 *                                        (<dir>/table-qr.html unless --out says otherwise)
 * The database is the server's: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFolder, configWarnings } from '../src/onboarding/config';
import { readConfig } from '../server/onboarding/read-folder';
import { unpackFolder } from '../server/onboarding/unpack-folder';
import { planText, type PlanLine } from '../src/onboarding/plan';

const [command, given, ...flags] = process.argv.slice(2);
if (!given || !['validate', 'import', 'apply', 'qr'].includes(command ?? '')) {
  console.error(
    'usage: npm run merchant -- validate|import|apply|qr <folder or .zip> [--server <url>] [--dry-run]',
  );
  process.exit(2);
}
const zipped = given.toLowerCase().endsWith('.zip');
const dir = zipped ? unpackFolder(readFileSync(given)).dir : given;
const flag = (name: string) => {
  const i = flags.indexOf(name);
  return i >= 0 ? flags[i + 1] : undefined;
};

const read = readConfig(dir);
const { config: checked, problems } = checkFolder(read);
for (const w of configWarnings(read.config)) console.warn(`warning: ${w.file} ${w.path}: ${w.message}`);
if (!checked) {
  for (const p of problems) console.error(`${p.file} ${p.path}: ${p.message}`);
  console.error(`\n${problems.length} problem(s) in ${given}`);
  process.exit(1);
}
console.log(`${given}: valid`);
const config = checked;
if (command === 'qr') {
  const { tableQrPage } = await import('../server/onboarding/table-qr');
  const base = flag('--base');
  const out = flag('--out') ?? join(dir, 'table-qr.html');
  const page = await tableQrPage(config, {
    ...(base ? { base } : {}),
    telegram: flags.includes('--telegram'),
  });
  if (page.count === 0) {
    console.error('branches.json lists no tables (branches[].tables): no codes to print');
    process.exit(1);
  }
  writeFileSync(out, page.html);
  console.log(`${page.count} table QR code(s) written to ${out}`);
}
if (command === 'import' || command === 'apply') {
  const server = flag('--server');
  const dryRun = flags.includes('--dry-run');
  const basedOn = flag('--based-on');
  const force = flags.includes('--force');
  const sub = config.merchant.sub;
  if (server) await applyThrough(server, sub, dryRun, basedOn, force);
  else await applyHere(sub, dryRun, command === 'import', basedOn, force);
}

/** Through the running server's admin API: the folder zipped, the plan and result printed. */
async function applyThrough(
  server: string,
  sub: string,
  dryRun: boolean,
  basedOn: string | undefined,
  force: boolean,
) {
  const { DEV_ADMIN_API_KEY } = await import('../server/config');
  const { zipDirectory } = await import('./zip-directory');
  const key = process.env.ADMIN_API_KEY || DEV_ADMIN_API_KEY;
  const query = new URLSearchParams({
    ...(dryRun ? { dryRun: 'true' } : {}),
    ...(basedOn ? { basedOn } : {}),
    ...(force ? { force: 'true' } : {}),
  }).toString();
  const url = `${server.replace(/\/+$/, '')}/api/admin/v1/merchants/${sub}/config${query ? `?${query}` : ''}`;
  const res = await fetch(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/zip' },
    body: new Blob([zipped ? readFileSync(given as string) : zipDirectory(dir)] as BlobPart[]),
  });
  const body = (await res.json().catch(() => ({}))) as {
    message?: string;
    problems?: { file: string; path: string; message: string }[];
    plan?: PlanLine[];
    created?: boolean;
    version?: number;
    live?: number;
  };
  if (res.status === 409 && body.plan) {
    console.error(
      `${server} refused: the folder started from version ${basedOn}, the live one is ${body.live}. Applying it would revert:`,
    );
    for (const line of planText(body.plan)) console.error(`  ${line}`);
    console.error('Start from the live version, or apply again with --force');
    process.exit(1);
  }
  if (res.status === 401 || res.status === 403) {
    console.error(
      `${server} refused the admin key (${res.status}): set ADMIN_API_KEY to the key that server was started with`,
    );
    process.exit(1);
  }
  if (!res.ok) {
    console.error(`${server} refused (${res.status}): ${body.message ?? res.statusText}`);
    for (const p of body.problems ?? []) console.error(`${p.file} ${p.path}: ${p.message}`);
    process.exit(1);
  }
  report(sub, body.plan ?? [], !!body.created, dryRun, `the server at ${server}`, server.replace(/\/+$/, ''));
  if (!dryRun && body.version)
    console.log(`live version ${body.version} (next time: --based-on ${body.version})`);
}

/** Straight into the database no server holds (DATA_DIR's embedded one, or DATABASE_URL's). */
async function applyHere(
  sub: string,
  dryRun: boolean,
  newOnly: boolean,
  basedOn: string | undefined,
  force: boolean,
) {
  const { readConfig: serverConfig } = await import('../server/config');
  const { migrate, openDatabase } = await import('../server/db/database');
  const { pictureStore } = await import('../server/app');
  const { applyConfig } = await import('../server/onboarding/apply');
  const env = serverConfig();
  const { dataDirHolder, serverPort } = await import('../server/db/data-dir-lock');
  const holder = env.databaseUrl ? null : dataDirHolder(env.dataDir);
  // the port the server on this DATA_DIR runs (or last ran) on, not this command's PORT
  const port = (env.databaseUrl ? null : serverPort(env.dataDir)) ?? env.port;
  if (holder) {
    console.error(
      `A server (pid ${holder}) is running on ${env.dataDir}: its embedded database takes one process at a time.\n` +
        `Apply through it instead: npm run merchant -- apply ${given} --server http://localhost:${port}`,
    );
    process.exit(1);
  }
  const where = env.databaseUrl
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${env.dataDir}`;
  const db = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrate(db);
    if (newOnly && (await db.selectFrom('merchants').select('id').where('sub', '=', sub).executeTakeFirst()))
      throw new Error(
        `a merchant with sub "${sub}" already exists: change it with "npm run merchant -- apply ${given}"`,
      );
    const result = await applyConfig(db, config, {
      pictures: pictureStore(env),
      dryRun,
      ...(basedOn ? { basedOn: Number(basedOn) } : {}),
      force,
    });
    report(sub, result.plan, result.created, dryRun, where, `http://localhost:${port}`);
    if (!dryRun) console.log(`live version ${result.version} (next time: --based-on ${result.version})`);
  } catch (error) {
    const { StaleFolder } = await import('../server/onboarding/apply');
    if (error instanceof StaleFolder) {
      console.error(`${command} refused: ${error.message}. Applying it would revert:`);
      for (const line of planText(error.plan)) console.error(`  ${line}`);
      console.error('Start from the live version, or apply again with --force');
    } else console.error(`${command} failed, nothing was written: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

function report(
  sub: string,
  plan: PlanLine[],
  created: boolean,
  dryRun: boolean,
  where: string,
  origin: string,
) {
  for (const line of planText(plan)) console.log(`  ${line}`);
  const url = new URL(origin);
  const storefront = `${url.protocol}//${sub}.${url.host}`;
  if (dryRun) console.log(`dry run on ${where}: ${plan.length} change(s), nothing written`);
  else
    console.log(
      `${created ? 'created' : 'updated'} "${sub}" in ${where} (${plan.length} change(s)); open ${storefront}`,
    );
}
