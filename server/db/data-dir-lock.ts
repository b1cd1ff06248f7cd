import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) takes one process at a time: a second one writing to the same
 * DATA_DIR is lost or corrupts it. The server marks its DATA_DIR while it runs; the onboarding
 * import and a second server refuse while the mark names a live process.
 */
const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

/** A process's command line where the system shows it (Linux), else null. */
function commandLine(pid: number | 'self'): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The process holding the embedded database in this DATA_DIR, or null. The mark holds the pid
 * and the command line that wrote it: a pid reused by another program after a crash is not a
 * holder.
 */
export function dataDirHolder(dataDir: string): number | null {
  if (dataDir.startsWith('memory://') || !existsSync(lockFile(dataDir))) return null;
  const [first = '', ...rest] = readFileSync(lockFile(dataDir), 'utf8').split('\n');
  const pid = Number(first.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null; // a mark left by a process that is gone
  }
  const marked = rest.join('\n');
  const running = commandLine(pid);
  if (marked && running !== null && running !== marked) return null; // the pid is another program now
  return pid;
}

/** Marks DATA_DIR as this process's; returns the release. */
export function holdDataDir(dataDir: string): () => void {
  if (dataDir.startsWith('memory://')) return () => undefined;
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(`another server (pid ${holder}) is using ${dataDir}: stop it first`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), `${process.pid}\n${commandLine('self') ?? ''}`);
  return () => rmSync(lockFile(dataDir), { force: true });
}

/**
 * A server process takes the embedded database's DATA_DIR for as long as it runs (PostgreSQL
 * takes many processes): refuses to start while another live process holds it.
 */
export function holdDataDirOrExit(config: { databaseUrl: string | undefined; dataDir: string }): void {
  if (config.databaseUrl) return;
  try {
    process.once('exit', holdDataDir(config.dataDir));
  } catch (error) {
    console.error(`Refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }
}
