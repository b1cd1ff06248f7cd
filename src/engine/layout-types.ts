/** A layout document (schemas/layout.schema.json, version 2). */
import { LAYOUT_PAGES, type LayoutPage } from '../domain/routes';
import type { SettingFlag } from '../domain/setting-flags.gen';

export const BLOCK_TYPES = [
  'stories',
  'banners',
  'menu',
  'branches-teaser',
  'promo',
  'footer',
  'basket',
  'cart-recommendations',
  'profile-header',
  'cashback',
  'profile-links',
  'product-details',
  'notifications',
  'search',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** the pages of a layout document, named once in the route table */
export const PAGE_NAMES = LAYOUT_PAGES;
export type PageName = LayoutPage;

export interface Block {
  id: string;
  type: BlockType;
  props?: Record<string, unknown>;
  /** boolean merchant settings that must all be on */
  when?: SettingFlag[];
}

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
