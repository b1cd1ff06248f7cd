import type { components } from '../api/schema';
import type {
  BranchesFile,
  ContentFile,
  FolderText,
  MenuFile,
  MerchantFile,
  PaymentsFile,
  PoliciesFile,
  PromosFile,
  StaffFile,
} from './config-files.gen';

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

/** The pictures in the folder's images/ directory: file name → path (or address in a browser). */
type Images = Record<string, string>;

/** A folder as read: each file's JSON, not yet checked against its schema. */
export type FolderInput = { [F in ConfigFile]?: unknown } & { images?: Images };

/**
 * A folder its schemas accept (schemas/merchant-config.schema.json, merchant-settings and layout):
 * the files' types are generated from the schemas (config-files.gen.ts).
 */
export interface MerchantConfig {
  merchant: MerchantFile;
  settings: Omit<components['schemas']['MerchantSettings'], 'merchantId'>;
  /** a layout document of its version (migrated to the current one where it is read) */
  layout: Record<string, unknown>;
  branches: BranchesFile;
  menu: MenuFile;
  promos?: PromosFile;
  policies?: PoliciesFile;
  payments?: PaymentsFile;
  content?: ContentFile;
  staff?: StaffFile;
  images?: Images;
}

/** A text in every language: what the folder's texts become once the languages left out are filled. */
export interface L10n {
  uz: string;
  ru: string;
  eng: string;
}

/** A text left unwritten (a dish's description, a promo's). */
export const NO_TEXT: L10n = { uz: '', ru: '', eng: '' };

/** A folder's value with every text in all three languages (`FolderText` → `L10n`). */
export type Filled<T> = T extends FolderText
  ? FolderText extends T
    ? L10n
    : FilledObject<T>
  : T extends readonly (infer U)[]
    ? Filled<U>[]
    : T extends object
      ? FilledObject<T>
      : T;
type FilledObject<T> = { [K in keyof T]: Filled<T[K]> };

/** A folder with every text in all three languages. */
export type FilledConfig = Filled<MerchantConfig>;

/** The entries of a filled folder's lists, as the rows are made from them. */
export type CityConfig = FilledConfig['branches']['cities'][number];
export type BranchConfig = FilledConfig['branches']['branches'][number];
export type ZoneConfig = NonNullable<BranchConfig['zones']>[number];
export type CourierConfig = NonNullable<FilledConfig['branches']['couriers']>[number];
export type GroupConfig = FilledConfig['menu']['groups'][number];
export type CategoryConfig = FilledConfig['menu']['categories'][number];
export type ProductConfig = FilledConfig['menu']['products'][number];
export type PromoConfig = NonNullable<FilledConfig['promos']>[number];
export type StaffConfig = NonNullable<FilledConfig['staff']>[number];
