import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isClosedRing } from '../../src/domain/geo';
import { migrateLayout } from '../../src/domain/layout-migrate';

/** A merchant configuration folder: what onboarding staff prepare, validated and imported without code. */
export const FILES = ['merchant', 'settings', 'layout', 'branches', 'menu', 'promos', 'policies'] as const;
export type ConfigFile = (typeof FILES)[number];
const OPTIONAL: ReadonlySet<ConfigFile> = new Set(['promos', 'policies']);

export interface Problem {
  file: string;
  path: string;
  message: string;
}

// The files are plain JSON, checked against schemas/merchant-config.schema.json before any use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MerchantConfig = Record<ConfigFile, any>;

const root = join(import.meta.dirname, '..', '..', 'schemas');
const read = (name: string) => JSON.parse(readFileSync(join(root, name), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(read('merchant-config.schema.json'), 'config');
ajv.addSchema(read('merchant-settings.schema.json'), 'settings');
ajv.addSchema(read('layout.schema.json'), 'layout');

const SCHEMA: Record<ConfigFile, string> = {
  merchant: 'config#/$defs/merchant',
  settings: 'settings',
  layout: 'layout',
  branches: 'config#/$defs/branches',
  menu: 'config#/$defs/menu',
  promos: 'config#/$defs/promos',
  policies: 'config#/$defs/policies',
};

export function readConfig(dir: string): { config: Partial<MerchantConfig>; problems: Problem[] } {
  const config: Partial<MerchantConfig> = {};
  const problems: Problem[] = [];
  for (const name of FILES) {
    const path = join(dir, `${name}.json`);
    if (!existsSync(path)) {
      if (!OPTIONAL.has(name)) problems.push({ file: `${name}.json`, path: '/', message: 'file is missing' });
      continue;
    }
    try {
      config[name] = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push({ file: `${name}.json`, path: '/', message: `not JSON: ${(error as Error).message}` });
    }
  }
  return { config, problems };
}

/** Every problem of a configuration: schema errors first, then the domain rules the schemas cannot say. */
export function validateConfig(config: Partial<MerchantConfig>): Problem[] {
  const problems: Problem[] = [];
  for (const name of FILES) {
    if (config[name] === undefined) continue;
    let doc = config[name];
    if (name === 'layout') {
      try {
        doc = migrateLayout(doc).doc;
      } catch (error) {
        problems.push({ file: 'layout.json', path: '/version', message: (error as Error).message });
        continue;
      }
    }
    if (name === 'settings') doc = { ...doc, merchantId: 1 };
    const validate = ajv.getSchema(SCHEMA[name]);
    if (validate && !validate(doc)) {
      for (const e of validate.errors ?? [])
        problems.push({
          file: `${name}.json`,
          path: e.instancePath || '/',
          message: `${e.message ?? e.keyword}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
        });
    }
  }

  const menu = config.menu;
  const branches = config.branches;
  const branchKeys = new Set<string>((branches?.branches ?? []).map((b: { key: string }) => b.key));
  const cityKeys = new Set<string>((branches?.cities ?? []).map((c: { key: string }) => c.key));
  (branches?.branches ?? []).forEach((b: { city: string; zones?: { polygon: number[][] }[] }, i: number) => {
    if (!cityKeys.has(b.city))
      problems.push({ file: 'branches.json', path: `/branches/${i}/city`, message: `no city "${b.city}"` });
    (b.zones ?? []).forEach((z, k) => {
      if (Array.isArray(z.polygon) && !isClosedRing(z.polygon))
        problems.push({
          file: 'branches.json',
          path: `/branches/${i}/zones/${k}/polygon`,
          message: 'a zone must be a closed ring: the last point equals the first',
        });
    });
  });
  const groupKeys = new Set<string>((menu?.groups ?? []).map((g: { key: string }) => g.key));
  const categoryKeys = new Set<string>((menu?.categories ?? []).map((c: { key: string }) => c.key));
  (menu?.categories ?? []).forEach((c: { group?: string }, i: number) => {
    if (c.group && !groupKeys.has(c.group))
      problems.push({ file: 'menu.json', path: `/categories/${i}/group`, message: `no group "${c.group}"` });
  });
  const seen = new Set<string>();
  (menu?.products ?? []).forEach(
    (
      p: {
        key: string;
        category: string;
        branches?: string[];
        modificationGroups?: { min: number; max: number; modifications: unknown[] }[];
      },
      i: number,
    ) => {
      if (seen.has(p.key))
        problems.push({ file: 'menu.json', path: `/products/${i}/key`, message: `duplicate key "${p.key}"` });
      seen.add(p.key);
      if (!categoryKeys.has(p.category))
        problems.push({
          file: 'menu.json',
          path: `/products/${i}/category`,
          message: `no category "${p.category}"`,
        });
      (p.branches ?? []).forEach((b, k) => {
        if (!branchKeys.has(b))
          problems.push({
            file: 'menu.json',
            path: `/products/${i}/branches/${k}`,
            message: `no branch "${b}"`,
          });
      });
      (p.modificationGroups ?? []).forEach((g, k) => {
        if (g.min > g.max)
          problems.push({
            file: 'menu.json',
            path: `/products/${i}/modificationGroups/${k}`,
            message: `min (${g.min}) is above max (${g.max})`,
          });
        if (g.min > g.modifications.length)
          problems.push({
            file: 'menu.json',
            path: `/products/${i}/modificationGroups/${k}`,
            message: `min (${g.min}) is above the number of choices`,
          });
      });
    },
  );
  return problems;
}
