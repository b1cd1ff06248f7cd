import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';

/** A merchant folder as the studio zips it: `<name>/…`, each file changed by `edit` if it says so. */
export function zipOf(dir: string, edit: Record<string, (json: any) => unknown> = {}) {
  const entries: Record<string, Uint8Array> = {};
  const walk = (at: string, prefix: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else {
        const change = edit[`${prefix}${name}`];
        entries[`folder/${prefix}${name}`] = change
          ? strToU8(JSON.stringify(change(JSON.parse(readFileSync(path, 'utf8')))))
          : new Uint8Array(readFileSync(path));
      }
    }
  };
  walk(dir, '');
  return Buffer.from(zipSync(entries));
}
