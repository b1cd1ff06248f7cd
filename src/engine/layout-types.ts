/** A layout document (schemas/layout.schema.json, version 2). */
import { LAYOUT_PAGES, type LayoutPage } from '../domain/routes';
import type { SettingFlag } from '../domain/setting-flags.gen';
import { BLOCK_PROP_DEFAULTS, type BlockPropsByType } from './block-props.gen';

/** The block types a layout may use: those the schema gives props for (scripts/gen-schema-types.ts). */
export const BLOCK_TYPES = Object.keys(BLOCK_PROP_DEFAULTS) as BlockType[];
export type BlockType = keyof BlockPropsByType;

/** the pages of a layout document, named once in the route table */
export const PAGE_NAMES = LAYOUT_PAGES;
export type PageName = LayoutPage;

/** A block of a page: its type, the props the schema allows that type, and when it shows. */
export type Block<T extends BlockType = BlockType> = {
  [K in T]: {
    id: string;
    type: K;
    props?: BlockPropsByType[K];
    /** boolean merchant settings that must all be on */
    when?: SettingFlag[];
  };
}[T];

export interface LayoutDocument {
  version: number;
  pages: Partial<Record<PageName, { blocks: Block[] }>> & { home: { blocks: Block[] } };
  /** the Telegram Mini App's own version of any page; the web's page where it has none */
  telegram?: { pages?: Partial<Record<PageName, { blocks: Block[] }>> };
}

/** Where the storefront runs: the web, or inside Telegram (the layout may differ). */
export type Surface = 'web' | 'telegram';

/** The setting that turns a block type on, whatever the document's `when` says. */
export const BLOCK_FEATURES: Partial<Record<BlockType, SettingFlag>> = {
  stories: 'storiesActive',
  banners: 'bannersActive',
  'branches-teaser': 'branchesActive',
  promo: 'promoActive',
  cashback: 'cashbackActive',
  basket: 'cartPageActive',
  notifications: 'notificationsActive',
};
