import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';

/** The most a folder's pictures and files may unpack to. */
export const MAX_UNPACKED = 100 * 1024 * 1024;

export class FolderTooBig extends Error {
  constructor() {
    super('the folder unpacks to over 100 MB');
  }
}

/**
 * A zipped merchant folder (as the onboarding studio downloads it), unpacked to a temporary
 * directory: the folder itself, or the zip's one top directory. Paths leaving it are skipped.
 * Used by the admin API and `npm run merchant`.
 */
export function unpackFolder(zip: Uint8Array): { dir: string; remove: () => void } {
  const out = mkdtempSync(join(tmpdir(), 'merchant-'));
  let unpacked = 0;
  const files = unzipSync(zip, {
    filter: (file) => {
      unpacked += file.originalSize;
      if (unpacked > MAX_UNPACKED) throw new FolderTooBig();
      return !file.name.endsWith('/') && !file.name.split(/[\\/]/).includes('..');
    },
  });
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), bytes);
  }
  const names = Object.keys(files);
  const top = names[0]?.split('/')[0];
  const oneTop = top && names.every((n) => n.startsWith(`${top}/`));
  return { dir: oneTop ? join(out, top) : out, remove: () => rmSync(out, { recursive: true, force: true }) };
}
