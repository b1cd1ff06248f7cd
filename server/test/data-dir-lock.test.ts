import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirHolder, holdDataDir } from '../db/data-dir-lock';

describe('the embedded database is one process at a time', () => {
  it('names the live process holding DATA_DIR, refuses a second holder, and forgets a dead one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dx-lock-'));
    expect(dataDirHolder(dir)).toBeNull();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    await new Promise((resolve) => other.once('spawn', resolve));
    writeFileSync(join(dir, 'server.pid'), String(other.pid));
    expect(dataDirHolder(dir)).toBe(other.pid);
    expect(() => holdDataDir(dir)).toThrow(`pid ${other.pid}`);
    // a mark naming the command line that wrote it holds while that program runs under the pid...
    const cmdline = readFileSync(`/proc/${other.pid}/cmdline`, 'utf8');
    writeFileSync(join(dir, 'server.pid'), `${other.pid}\n${cmdline}`);
    expect(dataDirHolder(dir)).toBe(other.pid);
    // ...and not once the pid belongs to another program (a crashed server's pid reused)
    writeFileSync(join(dir, 'server.pid'), `${other.pid}\n/usr/bin/node\0server/main.ts\0`);
    expect(dataDirHolder(dir)).toBeNull();
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    expect(dataDirHolder(dir)).toBeNull();
    const release = holdDataDir(dir);
    // this process's own mark does not stop it; it names this process's command line
    expect(dataDirHolder(dir)).toBeNull();
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(
      `${process.pid}\n${readFileSync('/proc/self/cmdline', 'utf8')}`,
    );
    release();
    expect(dataDirHolder('memory://')).toBeNull();
  });
});
