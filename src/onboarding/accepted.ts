import type { ErrorObject } from 'ajv';
import type { MerchantConfig } from './config-types';

/**
 * A folder's value as the rules read it: what its schema accepted. Any part may be missing (the
 * schema refused it, or the file left it out) and a list's entry may be null (refused, its place
 * kept so the rules' paths still count as the file does).
 */
export type Accepted<T> = T extends readonly (infer U)[]
  ? (Accepted<U> | null)[]
  : T extends object
    ? { [K in keyof T]?: Accepted<T[K]> }
    : T;

/** A folder without what its schemas refused: the rules check the rest, so every problem shows at once. */
export type AcceptedConfig = { [F in keyof MerchantConfig]?: Accepted<MerchantConfig[F]> };

/**
 * The refusals after which a value is not of its type: of another JSON type, or none of its forms
 * or values. One that only breaks a limit (a pattern, a length, a minimum) is still of its type,
 * and a missing property is what `Accepted` already allows.
 */
const NOT_OF_ITS_TYPE = new Set(['type', 'enum', 'const', 'oneOf', 'anyOf']);

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * A document without the values its schema refused as not of their type: a refused list entry
 * leaves null in its place, a refused property is left out, a refused whole leaves nothing.
 */
export function withoutRefused(doc: unknown, errors: readonly ErrorObject[]): unknown {
  const kept = structuredClone(doc);
  for (const e of errors.filter((error) => NOT_OF_ITS_TYPE.has(error.keyword))) {
    const parts = e.instancePath.split('/').slice(1).map(unescape);
    const last = parts.pop();
    if (last === undefined) return undefined;
    let node: unknown = kept;
    for (const part of parts)
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (Array.isArray(node)) node[Number(last)] = null;
    else if (node !== null && typeof node === 'object') delete (node as Record<string, unknown>)[last];
  }
  return kept;
}
