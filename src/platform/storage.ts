/**
 * Local storage, one namespace per merchant, so moving between tenants never shows another
 * merchant's data or basket. Failures (private mode, quota) degrade to memory.
 */
import { storedKey } from '../domain/tenant';

const memory = new Map<string, string>();
const GLOBAL_PREFIX = 'dx:';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** One merchant's stored values, typed by a map of key → value (the tenant's map is `Stored`). */
export interface TenantStorage<K extends object> {
  get<Key extends keyof K & string>(key: Key): K[Key] | null;
  set<Key extends keyof K & string>(key: Key, value: K[Key]): void;
  remove(key: keyof K & string): void;
  /** Removes every key of this merchant except the ones given. */
  clear(keep?: readonly (keyof K & string)[]): void;
}

export function tenantStorage<K extends object>(
  sub: string,
  backend: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
): TenantStorage<K> {
  const prefix = storedKey(sub, '');
  const read = (k: string) => safe(() => backend?.getItem(k) ?? null, null) ?? memory.get(k) ?? null;
  return {
    get(key) {
      const raw = read(prefix + key);
      return raw === null ? null : safe(() => JSON.parse(raw), null);
    },
    set(key, value) {
      const raw = JSON.stringify(value);
      memory.set(prefix + key, raw);
      safe(() => backend?.setItem(prefix + key, raw), undefined);
    },
    remove(key) {
      memory.delete(prefix + key);
      safe(() => backend?.removeItem(prefix + key), undefined);
    },
    clear(keep = []) {
      const keepKeys = new Set(keep.map((k) => prefix + String(k)));
      const keys = [...memory.keys(), ...safe(() => Object.keys(backend ?? {}), [] as string[])];
      for (const k of keys) {
        if (k.startsWith(prefix) && !keepKeys.has(k)) {
          memory.delete(k);
          safe(() => backend?.removeItem(k), undefined);
        }
      }
    },
  };
}

/** The last merchant used on this device (the third step of tenant resolution). */
export const storedMerchantSub = {
  get: () => safe(() => localStorage.getItem(`${GLOBAL_PREFIX}merchant`), null),
  set: (sub: string) => safe(() => localStorage.setItem(`${GLOBAL_PREFIX}merchant`, sub), undefined),
};
