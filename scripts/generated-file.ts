import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * A generated file: written, or with `--check` on the command line compared with what is committed
 * (the run fails when it is stale). `what` says what it holds, e.g. "12 secured operations".
 */
export function writeGenerated(out: string, text: string, what = '') {
  const about = what ? ` (${what})` : '';
  if (process.argv.includes('--check')) {
    if (!existsSync(out) || readFileSync(out, 'utf8') !== text) {
      console.error(`${out} is stale: run npm run gen`);
      process.exit(1);
    }
    console.log(`${out} is current${about}`);
  } else {
    writeFileSync(out, text);
    console.log(`wrote ${out}${about}`);
  }
}
