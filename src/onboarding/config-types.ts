/**
 * A merchant configuration folder's shape (its files, its contents) and a problem found in it:
 * apart from the rules (config.ts and the rule files beside it), so a rule names them without
 * importing the module that runs it.
 */
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

export interface Problem {
  file: string;
  path: string;
  message: string;
}

// The files are plain JSON, checked against schemas/merchant-config.schema.json before any use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MerchantConfig = Record<ConfigFile, any> & {
  /** the pictures in the folder's images/ directory: file name → path (or address in a browser) */
  images?: Record<string, string>;
};
