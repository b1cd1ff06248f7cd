import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { zipFolder, type Folder } from './folder-files';

const run = promisify(execFile);
const SOURCE = 'server/seed/osh';

/** The osh folder as the studio holds it: texts, and pictures at addresses the browser can load. */
function oshFolder(): Folder {
  const texts = Object.fromEntries(
    readdirSync(SOURCE)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, readFileSync(join(SOURCE, f), 'utf8')]),
  );
  const images = Object.fromEntries(
    readdirSync(join(SOURCE, 'images')).map((f) => [
      f,
      `data:image/svg+xml;base64,${readFileSync(join(SOURCE, 'images', f)).toString('base64')}`,
    ]),
  );
  return { name: 'osh', texts, images };
}

/** `npm run merchant -- validate` on a zip the studio made: exit code and what it printed. */
async function validateZip(folder: Folder) {
  const path = join(mkdtempSync(join(tmpdir(), 'studio-')), `${folder.name}.zip`);
  writeFileSync(path, new Uint8Array(await (await zipFolder(folder)).arrayBuffer()));
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/merchant.ts', 'validate', path]);
    return { code: 0, output: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: `${e.stdout}${e.stderr}` };
  }
}

describe("the studio's download", () => {
  it('is a folder validate accepts, pictures included', async () => {
    const { code, output } = await validateZip(oshFolder());
    expect(output).toContain('osh.zip: valid');
    expect(code).toBe(0);
  });

  it('carries the edits, and validate names what is wrong with them', async () => {
    const folder = oshFolder();
    const settings = (folder.texts['settings.json'] as string).replace('"mainColor"', '"mainColour"');
    const { code, output } = await validateZip({
      ...folder,
      images: Object.fromEntries(Object.entries(folder.images).slice(1)),
      texts: { ...folder.texts, 'settings.json': settings },
    });
    expect(code).toBe(1);
    expect(output).toContain('"mainColour" is not a setting — did you mean mainColor?');
    // the picture left out of the zip is named where the menu asks for it
    expect(output).toContain(Object.keys(folder.images)[0]);
  });
});
