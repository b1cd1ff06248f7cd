import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
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
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    expect(dataDirHolder(dir)).toBeNull();
    const release = holdDataDir(dir);
    // this process's own mark does not stop it
    expect(dataDirHolder(dir)).toBeNull();
    release();
    expect(dataDirHolder('memory://')).toBeNull();
  });
});
