/**
 * Onboarding without code:
 *   npm run merchant -- validate <dir>   every problem with its file and JSON path; exit 1 if any
 *                                        (<dir> may be a .zip of the folder, as the onboarding studio downloads it)
 *   npm run merchant -- import <dir>     validate, then import as a new merchant in one transaction,
 *                                        copying its images/ to the CDN's originals
 *   npm run merchant -- qr <dir> [--base <url>] [--telegram] [--out <file>]
 *                                        a printable page of the branches' table QR codes
 *                                        (<dir>/table-qr.html unless --out says otherwise)
 * The database is the server's: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { configWarnings, validateConfig, type MerchantConfig } from '../server/onboarding/config';
import { readConfig } from '../server/onboarding/read-folder';
import { importConfig } from '../server/onboarding/import';

const [command, given, ...flags] = process.argv.slice(2);
if (!given || (command !== 'validate' && command !== 'import' && command !== 'qr')) {
  console.error('usage: npm run merchant -- validate|import|qr <folder or .zip>');
  process.exit(2);
}
const dir = given.toLowerCase().endsWith('.zip') ? unzipped(given) : given;

/** A zipped folder, unpacked to a temporary directory: the folder itself (the zip's one top directory, if it has one). */
function unzipped(zip: string): string {
  const out = mkdtempSync(join(tmpdir(), 'merchant-'));
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (name.endsWith('/') || name.split('/').includes('..')) continue;
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), bytes);
  }
  const top = readdirSync(out);
  return top.length === 1 && statSync(join(out, top[0] as string)).isDirectory()
    ? join(out, top[0] as string)
    : out;
}
const { config, problems: readProblems } = readConfig(dir);
const problems = [...readProblems, ...validateConfig(config)];
for (const w of configWarnings(config)) console.warn(`warning: ${w.file} ${w.path}: ${w.message}`);
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file} ${p.path}: ${p.message}`);
  console.error(`\n${problems.length} problem(s) in ${given}`);
  process.exit(1);
}
console.log(`${given}: valid`);
if (command === 'qr') {
  const { tableQrPage } = await import('../server/onboarding/table-qr');
  const flag = (name: string) => {
    const i = flags.indexOf(name);
    return i >= 0 ? flags[i + 1] : undefined;
  };
  const base = flag('--base');
  const out = flag('--out') ?? join(dir, 'table-qr.html');
  const page = await tableQrPage(config as MerchantConfig, {
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
if (command === 'import') {
  const { readConfig: serverConfig } = await import('../server/config');
  const { migrate, openDatabase } = await import('../server/db/database');
  const { imagesDir } = await import('../server/app');
  const env = serverConfig();
  const { dataDirHolder } = await import('../server/db/data-dir-lock');
  const holder = env.databaseUrl ? null : dataDirHolder(env.dataDir);
  if (holder) {
    console.error(
      `A server (pid ${holder}) is running on ${env.dataDir}: its embedded database takes one process at a time.\n` +
        'Stop it and import again (the merchant is live at its next start), or import into PostgreSQL with DATABASE_URL.',
    );
    process.exit(1);
  }
  const db = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrate(db);
    const id = await importConfig(db, config as MerchantConfig, { imagesDir: imagesDir(env) });
    console.log(
      `imported "${(config as MerchantConfig).merchant.sub}" as merchant ${id}; open http://${(config as MerchantConfig).merchant.sub}.localhost:${env.port}`,
    );
  } catch (error) {
    console.error(`import failed, nothing was written: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
