import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { zipSync } from 'fflate';

/** A folder on disk as a zip of `<its name>/…`, as the onboarding studio downloads one. */
export function zipDirectory(dir: string): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const walk = (at: string, prefix: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else entries[`${prefix}${name}`] = new Uint8Array(readFileSync(path));
    }
  };
  walk(dir, `${basename(dir)}/`);
  return zipSync(entries);
}
