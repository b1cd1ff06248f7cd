import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { migrateLayout } from '../../src/domain/layout-migrate';
import { contrastRatio, normalizeColor, READABLE, textOnPrimary } from '../../src/domain/theme';
import { layoutProblems } from './layout-rules';
import { jsonErrorMessage, schemaMessage } from './messages';
import { referenceProblems } from './references';

/** A merchant configuration folder: what onboarding staff prepare, validated and imported without code. */
export const FILES = [
  'merchant',
  'settings',
  'layout',
  'branches',
  'menu',
  'promos',
  'policies',
  'payments',
  'content',
  'staff',
] as const;
export type ConfigFile = (typeof FILES)[number];
const OPTIONAL: ReadonlySet<ConfigFile> = new Set(['promos', 'policies', 'payments', 'content', 'staff']);

export interface Problem {
  file: string;
  path: string;
  message: string;
}

// The files are plain JSON, checked against schemas/merchant-config.schema.json before any use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MerchantConfig = Record<ConfigFile, any> & {
  /** the pictures in the folder's images/ directory: file name → path */
  images?: Record<string, string>;
};

const root = join(import.meta.dirname, '..', '..', 'schemas');
const read = (name: string) => JSON.parse(readFileSync(join(root, name), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
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
  payments: 'config#/$defs/payments',
  content: 'config#/$defs/content',
  staff: 'config#/$defs/staff',
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
    const text = readFileSync(path, 'utf8');
    try {
      config[name] = JSON.parse(text);
    } catch (error) {
      problems.push({ file: `${name}.json`, path: '/', message: jsonErrorMessage(error as Error, text) });
    }
  }
  const imagesDir = join(dir, 'images');
  if (existsSync(imagesDir))
    config.images = Object.fromEntries(readdirSync(imagesDir).map((name) => [name, join(imagesDir, name)]));
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
          message: schemaMessage(e, name === 'settings' ? 'a setting' : 'a known property here'),
        });
    }
  }

  return [...problems, ...referenceProblems(config), ...layoutProblems(config)];
}

/**
 * What validate says but does not refuse: a colour choice the storefront has to correct (the text
 * on the primary colour is then black or white, whichever reads).
 */
export function configWarnings(config: Partial<MerchantConfig>): Problem[] {
  const settings = config.settings as { mainColor?: string; mainColorType?: string } | undefined;
  if (!settings?.mainColor) return [];
  const primary = normalizeColor(settings.mainColor);
  const chosen = settings.mainColorType === 'dark' ? '#FFFFFF' : '#000000';
  const ratio = contrastRatio(primary, chosen);
  if (ratio >= READABLE) return [];
  return [
    {
      file: 'settings.json',
      path: '/mainColorType',
      message: `"${settings.mainColorType ?? 'light'}" puts ${chosen === '#FFFFFF' ? 'white' : 'black'} text on ${primary} at ${ratio.toFixed(1)}:1 (under 4.5:1); the storefront uses ${textOnPrimary(settings) === '#FFFFFF' ? 'white' : 'black'} instead`,
    },
  ];
}
