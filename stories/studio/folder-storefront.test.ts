import { describe, expect, it } from 'vitest';
import { readValidConfig } from '../../server/onboarding/read-folder';
import { FIXTURES, type MerchantKey } from '../support/fixtures';
import { folderStorefront } from './folder-storefront';

// scripts/gen-fixtures.ts asks the real server for the demo merchants at this instant
const FIXED_NOW = new Date('2026-06-01T09:00:00.000Z');
const PICTURE_KEYS = new Set(['image', 'gallery']);
const ID_KEYS = /^(id|\w+Id|products|categories|productBranch|merchant)$/;

/** The same value without the keys `drop` names (and, for lists of pictures, anything under them). */
function without(value: unknown, drop: (key: string, parent: string) => boolean, parent = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => without(v, drop, parent));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !drop(k, parent))
      .map(([k, v]) => [k, without(v, drop, k)]),
  );
}
// gen-fixtures keeps one picture per category for products, stories and banners
const reducedPicture = (key: string, parent: string) =>
  PICTURE_KEYS.has(key) && ['products', 'stories', 'banners', 'slides'].includes(parent);

const converted = (sub: MerchantKey) => {
  return folderStorefront(readValidConfig(`server/seed/${sub}`), FIXED_NOW);
};
const sorted = <T extends { code: string }>(promos: T[]) =>
  [...promos].sort((a, b) => a.code.localeCompare(b.code));

describe('a configuration folder seen as the API would answer it', () => {
  it('gives what the server answers for the demo merchant, ids included', () => {
    const mine = converted('demo');
    const server = FIXTURES.demo;
    for (const key of ['merchant', 'settings', 'layout', 'cities', 'branches', 'zones'] as const)
      expect(mine[key], key).toEqual(server[key]);
    for (const key of ['menu', 'stories', 'banners'] as const)
      expect(without(mine[key], reducedPicture, key), key).toEqual(without(server[key], reducedPicture, key));
    expect(sorted(mine.promos).map(({ id: _, ...p }) => p)).toEqual(
      sorted(server.promos).map(({ id: _, ...p }) => p),
    );
  });

  it.each(['osh', 'night'] as const)('gives what the server answers for %s, but for ids', (sub) => {
    const mine = converted(sub);
    const server = FIXTURES[sub];
    const ignored = (key: string, parent: string) => ID_KEYS.test(key) || reducedPicture(key, parent);
    for (const key of [
      'settings',
      'layout',
      'cities',
      'branches',
      'zones',
      'menu',
      'stories',
      'banners',
    ] as const)
      expect(without(mine[key], ignored, key), key).toEqual(without(server[key], ignored, key));
    expect(without(sorted(mine.promos), ignored)).toEqual(without(sorted(server.promos), ignored));
  });
});
