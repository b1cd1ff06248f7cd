import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documents hold to the code: every relative link leads to a file, every `npm run` names a
 * script, and the environment variables documented in docs/operating.md are exactly those the
 * server reads.
 */
const root = resolve(__dirname, '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const text = (file: string) => readFileSync(join(root, file), 'utf8');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** `env.NAME`, `env['NAME']`, `const { NAME: x } = env` and the names listed for a lookup in env. */
export function environmentReads(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)\b(?!['"]?\]?\s*=[^=])/g))
    names.add(match[1]!);
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g))
    for (const key of match[1]!.matchAll(/\b([A-Z][A-Z0-9_]*)\s*(?::|,|$)/g)) names.add(key[1]!);
  for (const match of source.matchAll(
    /\[((?:\s*'[A-Z][A-Z0-9_]*',?)+)\s*\]\s*\.(?:filter|map|some|every)\(\s*\(?(\w+)\)?\s*=>[^)]*env\[\2\]/g,
  ))
    for (const key of match[1]!.matchAll(/'([A-Z][A-Z0-9_]*)'/g)) names.add(key[1]!);
  return names;
}

const isSource = (file: string) =>
  /\.(ts|tsx|mjs)$/.test(file) && !/\.(test|spec|stories)\.tsx?$|\/test\/|\.gen\./.test(file);

describe('the documents', () => {
  it('link only to files that exist', () => {
    const broken: string[] = [];
    for (const file of documents)
      for (const [, target] of text(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target!)) continue;
        const path = resolve(dirname(join(root, file)), target!.split('#')[0]!);
        if (!existsSync(path)) broken.push(`${file} → ${target}`);
      }
    expect(broken).toEqual([]);
  });

  it('name only npm scripts that exist', () => {
    const scripts = Object.keys((JSON.parse(text('package.json')) as { scripts: object }).scripts);
    const unknown: string[] = [];
    for (const file of documents)
      for (const [, name] of text(file).matchAll(/npm run ([a-z][\w:-]*)/g))
        if (!scripts.includes(name!)) unknown.push(`${file}: npm run ${name}`);
    expect(unknown).toEqual([]);
  });

  it('document every environment variable the server reads, and none it does not', () => {
    const operating = text('docs/operating.md');
    const table = operating.slice(operating.indexOf('## Environment variables'));
    const documented = new Set<string>();
    for (const row of table.split('\n').filter((line) => line.startsWith('| `')))
      for (const [, name] of row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(name!);
    // what the server process reads; and what the build (VITE_*), the test run and the scripts read
    const serverReads = new Set(
      filesUnder('server', isSource).flatMap((f) => [...environmentReads(text(f))]),
    );
    const otherReads = new Set(
      [
        ...filesUnder('src', isSource),
        ...filesUnder('scripts', isSource),
        'vite.config.ts',
        'playwright.config.ts',
      ].flatMap((f) =>
        [...environmentReads(text(f)), ...text(f).matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)].map(
          (m) => (typeof m === 'string' ? m : m[1]!),
        ),
      ),
    );
    expect(
      [...serverReads].filter((name) => !documented.has(name)).sort(),
      'read but not documented',
    ).toEqual([]);
    expect(
      [...documented].filter((name) => !serverReads.has(name) && !otherReads.has(name)).sort(),
      'documented but read by nothing',
    ).toEqual([]);
  });
});
