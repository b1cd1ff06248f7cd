import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import layoutSchema from '../../schemas/layout.schema.json' with { type: 'json' };
import configSchema from '../../schemas/merchant-config.schema.json' with { type: 'json' };
import settingsSchema from '../../schemas/merchant-settings.schema.json' with { type: 'json' };
import { migrateLayout } from '../domain/layout-migrate';
import { contrastRatio, normalizeColor, READABLE, textOnPrimary } from '../domain/theme';
import { layoutProblems } from './layout-rules';
import { jsonErrorMessage, schemaMessage } from './messages';
import { languageProblems } from './languages';
import { paymentProblems } from './payment-rules';
import { posProblems } from './pos-rules';
import { referenceProblems } from './references';
import { withoutRefused, type AcceptedConfig } from './accepted';
import { zoneWarnings } from './zone-warnings';
import { FILES, type ConfigFile, type FolderInput, type MerchantConfig, type Problem } from './config-types';

/**
 * A merchant configuration folder: what onboarding staff prepare, validated and imported without
 * code. Nothing here touches the file system, so the onboarding studio (Storybook) validates the
 * folder it is given with the same rules as `npm run merchant -- validate` (read-folder.ts).
 */
export { FILES } from './config-types';
export type { ConfigFile, FolderInput, MerchantConfig, Problem } from './config-types';

const OPTIONAL: ReadonlySet<ConfigFile> = new Set(['promos', 'policies', 'payments', 'content', 'staff']);

const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
addFormats(ajv);
ajv.addSchema(configSchema, 'config');
ajv.addSchema(settingsSchema, 'settings');
ajv.addSchema(layoutSchema, 'layout');

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

/** A folder's files as text (name → text, e.g. `menu.json`), parsed: missing or broken files are problems. */
export function parseFolder(
  texts: Record<string, string>,
  images?: Record<string, string>,
): { config: FolderInput; problems: Problem[] } {
  const config: FolderInput = {};
  const problems: Problem[] = [];
  for (const name of FILES) {
    const text = texts[`${name}.json`];
    if (text === undefined) {
      if (!OPTIONAL.has(name)) problems.push({ file: `${name}.json`, path: '/', message: 'file is missing' });
      continue;
    }
    try {
      config[name] = JSON.parse(text);
    } catch (error) {
      problems.push({ file: `${name}.json`, path: '/', message: jsonErrorMessage(error as Error, text) });
    }
  }
  if (images) config.images = images;
  return { config, problems };
}

/** Whether a layout document is what the storefront's own validators accept (its schema, after migration). */
export function layoutIsValid(doc: unknown): boolean {
  try {
    return ajv.getSchema('layout')?.(migrateLayout(doc).doc) === true;
  } catch {
    return false;
  }
}

/**
 * Every problem of a configuration: schema errors first, then the domain rules the schemas cannot
 * say. The rules read what the schemas accepted (a refused value is left out, accepted.ts), so a
 * folder's problems all show at once and no rule reads a value of the wrong shape.
 */
export function validateConfig(config: FolderInput): Problem[] {
  const problems: Problem[] = [];
  const accepted: Partial<Record<ConfigFile, unknown>> & Pick<FolderInput, 'images'> = {
    images: config.images,
  };
  for (const name of FILES) {
    if (config[name] === undefined) continue;
    let doc: unknown = config[name];
    if (name === 'layout') {
      try {
        doc = migrateLayout(doc).doc;
      } catch (error) {
        problems.push({ file: 'layout.json', path: '/version', message: (error as Error).message });
        continue;
      }
    }
    if (name === 'settings') doc = { ...(doc as object), merchantId: 1 };
    const validate = ajv.getSchema(SCHEMA[name]);
    accepted[name] = doc;
    if (validate && !validate(doc)) {
      accepted[name] = withoutRefused(doc, validate.errors ?? []);
      // a value that fits none of its forms is one problem in words, not one per form tried
      const oneOf = (validate.errors ?? []).filter((e) => e.keyword === 'oneOf');
      const errors = (validate.errors ?? []).filter(
        (e) =>
          !oneOf.some(
            (o) =>
              o !== e &&
              (e.instancePath === o.instancePath || e.instancePath.startsWith(`${o.instancePath}/`)),
          ),
      );
      for (const e of errors)
        problems.push({
          file: `${name}.json`,
          path: e.instancePath || '/',
          message: schemaMessage(e, name === 'settings' ? 'a setting' : 'a known property here'),
        });
    }
  }
  // what the schemas accepted is what the files' types say, less what they refused
  const rules = accepted as AcceptedConfig;

  return [
    ...problems,
    ...referenceProblems(rules),
    ...layoutProblems(rules),
    ...languageProblems(rules),
    ...paymentProblems(rules),
    ...posProblems(rules),
  ];
}

/**
 * A folder read (its files parsed) and checked: every problem (the reading's, then validate's),
 * and the folder as its types say when it has none.
 */
export function checkFolder(read: { config: FolderInput; problems: Problem[] }): {
  problems: Problem[];
  config: MerchantConfig | null;
} {
  const problems = [...read.problems, ...validateConfig(read.config)];
  // what the schemas and rules accepted is what MerchantConfig says
  return { problems, config: problems.length === 0 ? (read.config as MerchantConfig) : null };
}

/**
 * What validate says but does not refuse: a colour choice the storefront has to correct (the text
 * on the primary colour is then black or white, whichever reads).
 */
export function configWarnings(config: FolderInput): Problem[] {
  const settings = config.settings as
    | { mainColor?: string; mainColorType?: string; mapType?: string; yandexMapKey?: string | null }
    | undefined;
  const warnings: Problem[] = [];
  if (config.staff === undefined)
    warnings.push({
      file: 'staff.json',
      path: '/',
      message:
        'the folder has no staff.json: nobody can log into the order desk (/ops) — list the operators and kitchen staff with their phones',
    });
  warnings.push(...zoneWarnings(config));
  if (!settings) return warnings;
  if (settings.mapType !== 'LEAFLET' && !settings.yandexMapKey)
    warnings.push({
      file: 'settings.json',
      path: '/yandexMapKey',
      message: 'Yandex Maps needs its API key: without one the maps are drawn with Leaflet (OpenStreetMap)',
    });
  // a colour that is not one is a problem of its own: there is nothing to check the text against
  if (!settings.mainColor || !/^#[0-9a-f]{6}$/i.test(settings.mainColor)) return warnings;
  const primary = normalizeColor(settings.mainColor);
  const chosen = settings.mainColorType === 'dark' ? '#FFFFFF' : '#000000';
  const ratio = contrastRatio(primary, chosen);
  if (ratio < READABLE)
    warnings.push({
      file: 'settings.json',
      path: '/mainColorType',
      message: `"${settings.mainColorType ?? 'light'}" puts ${chosen === '#FFFFFF' ? 'white' : 'black'} text on ${primary} at ${ratio.toFixed(1)}:1 (under 4.5:1); the storefront uses ${textOnPrimary(settings) === '#FFFFFF' ? 'white' : 'black'} instead`,
    });
  return warnings;
}
