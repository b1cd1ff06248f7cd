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

/** What a process writes to say it holds something: its pid and its command line. */
export const processMark = () => `${process.pid}\n${commandLine('self') ?? ''}`;

/**
 * The live process a mark (processMark) names, or null: a process that is gone, or a pid reused
 * by another program after a crash (its command line differs), holds nothing.
 */
export function liveMarker(mark: string): number | null {
  const [first = '', ...rest] = mark.split('\n');
  const pid = Number(first.trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
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

/** The process holding the embedded database in this DATA_DIR (another than this one), or null. */
export function dataDirHolder(dataDir: string): number | null {
  if (dataDir.startsWith('memory://') || !existsSync(lockFile(dataDir))) return null;
  const pid = liveMarker(readFileSync(lockFile(dataDir), 'utf8'));
  return pid === process.pid ? null : pid;
}

/** Marks DATA_DIR as this process's; returns the release. */
export function holdDataDir(dataDir: string): () => void {
  if (dataDir.startsWith('memory://')) return () => undefined;
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(`another server (pid ${holder}) is using ${dataDir}: stop it first`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), processMark());
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

/** Where a server writes the port it last ran on, so the onboarding CLI can name it. */
const portFile = (dataDir: string) => join(dataDir, 'server.port');

/** Remembers the port the server on this DATA_DIR listens on (the embedded database's only). */
export function rememberPort(dataDir: string, port: number) {
  if (dataDir.startsWith('memory://')) return;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(portFile(dataDir), String(port));
}

/** The port the server on this DATA_DIR runs (or last ran) on, or null when none ever did. */
export function serverPort(dataDir: string): number | null {
  if (dataDir.startsWith('memory://') || !existsSync(portFile(dataDir))) return null;
  const port = Number(readFileSync(portFile(dataDir), 'utf8').trim());
  return Number.isInteger(port) && port > 0 ? port : null;
}
