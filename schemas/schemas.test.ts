import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateLayout } from '../src/domain/layout-migrate';
import { validateLayout, validateSettings } from '../src/engine/validators.gen.js';

const dir = import.meta.dirname;
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
/** The demo merchants' configuration folders (seeded through the importer). */
const SEED = join(dir, '..', 'server', 'seed');
const DEMO = ['demo', 'osh', 'night'].map((sub) => ({ sub, folder: join(SEED, sub) }));
const validate = (doc: unknown) => {
  const migrated = migrateLayout(doc).doc;
  const ok = validateLayout(migrated);
  return { ok, paths: (validateLayout.errors ?? []).map((e) => e.instancePath) };
};

describe('layout documents', () => {
  it.each(readdirSync(join(dir, 'layouts')))('layouts/%s validates', (file) => {
    expect(validate(json(join(dir, 'layouts', file)))).toEqual({ ok: true, paths: [] });
  });
  it.each(DEMO.map((d) => [d.sub, d.folder] as const))('the %s merchant layout validates', (_sub, folder) => {
    expect(validate(json(join(folder, 'layout.json')))).toEqual({ ok: true, paths: [] });
  });
  it.each(readdirSync(join(dir, 'fixtures/valid')))(
    'fixtures/valid/%s validates (after migration)',
    (file) => {
      expect(validate(json(join(dir, 'fixtures/valid', file)))).toEqual({ ok: true, paths: [] });
    },
  );
  it.each(readdirSync(join(dir, 'fixtures/invalid')))(
    'fixtures/invalid/%s fails at its stated path',
    (file) => {
      const fixture = json(join(dir, 'fixtures/invalid', file)) as { expect: string[]; doc: unknown };
      const result = validate(fixture.doc);
      expect(result.ok).toBe(false);
      for (const path of fixture.expect) expect(result.paths).toContain(path);
    },
  );
});

describe('merchant settings', () => {
  it.each(DEMO.map((d) => [d.sub, d.folder] as const))('%s settings validate', (_sub, folder) => {
    const ok = validateSettings({ ...json(join(folder, 'settings.json')), merchantId: 1 });
    expect(validateSettings.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
  it('refuses an unknown setting and a bad colour', () => {
    expect(
      validateSettings({
        ...json(join(SEED, 'demo', 'settings.json')),
        merchantId: 1,
        mainColor: 'yellow',
        surprise: true,
      }),
    ).toBe(false);
    expect((validateSettings.errors ?? []).map((e) => e.instancePath || e.params.additionalProperty)).toEqual(
      expect.arrayContaining(['/mainColor']),
    );
  });
});
