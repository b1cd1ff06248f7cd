import { describe, expect, it } from 'vitest';
import { configVersion } from './config-version';

describe("a merchant's configuration version", () => {
  it('is the same whatever order the keys come in, and changes with any value', () => {
    const a = configVersion([{ title: { uz: 'Osh', ru: 'Плов' }, isDark: false }, { pages: {} }]);
    const b = configVersion([{ isDark: false, title: { ru: 'Плов', uz: 'Osh' } }, { pages: {} }]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(configVersion([{ title: { uz: 'Osh', ru: 'Плов' }, isDark: true }, { pages: {} }])).not.toBe(a);
  });
});
