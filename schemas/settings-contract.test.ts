import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;
const root = join(import.meta.dirname, '..');
const contract = parse(readFileSync(join(root, 'openapi/storefront.yaml'), 'utf8')) as Schema;
const settingsSchema = JSON.parse(
  readFileSync(join(root, 'schemas/merchant-settings.schema.json'), 'utf8'),
) as Schema;

/** Follows a local $ref inside the document it came from. */
function resolve(schema: Schema, doc: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Schema)[key], doc) as Schema;
  return resolve(target, doc);
}

/** What a property accepts, independent of how each document spells it: types, enum, object keys. */
function shape(schema: Schema, doc: Schema): unknown {
  const s = resolve(schema, doc);
  const enumValues = Array.isArray(s.enum) ? [...s.enum].map(String).sort() : undefined;
  // an enum without a type accepts the types of its values
  const declared = ([] as unknown[]).concat(s.type ?? []).map(String);
  const types =
    declared.length > 0
      ? declared
      : [...new Set((s.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v)))];
  const properties = s.properties ? Object.keys(s.properties as Schema).sort() : undefined;
  if (enumValues?.includes('null') && !types.includes('null') && types.length > 0) types.push('null');
  return { types: types.sort(), enum: enumValues, properties };
}

describe('merchant settings: the contract and the settings schema say the same', () => {
  const inContract = (contract.components as Schema).schemas as Schema;
  const a = inContract.MerchantSettings as Schema;
  const b = settingsSchema;
  it('name the same settings and require the same ones', () => {
    expect(Object.keys(a.properties as Schema).sort()).toEqual(Object.keys(b.properties as Schema).sort());
    expect([...(a.required as string[])].sort()).toEqual([...(b.required as string[])].sort());
  });
  it.each(Object.keys(b.properties as Schema))('%s accepts the same values in both', (key) => {
    const fromContract = shape((a.properties as Schema)[key] as Schema, contract);
    const fromSchema = shape((b.properties as Schema)[key] as Schema, settingsSchema);
    expect(fromContract).toEqual(fromSchema);
  });
});
