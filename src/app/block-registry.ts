import MenuBlock from '../blocks/menu/menu.block';
import type { BlockRegistry } from '../engine/registry';
import { preloadable } from '../ui/preloadable';

// the blocks a home shows besides the menu come in one file (src/app/first-screen-blocks.ts)
const firstScreen = () => import('./first-screen-blocks');

/**
 * The one file that knows every block: layout type → component. The menu renders the home
 * page's first paint, so it is not lazy; the rest load when a page uses them.
 */
export const blockRegistry: BlockRegistry = {
  menu: MenuBlock,
  stories: preloadable(async () => ({ default: (await firstScreen()).StoriesBlock })),
  banners: preloadable(async () => ({ default: (await firstScreen()).BannersBlock })),
  'branches-teaser': preloadable(async () => ({ default: (await firstScreen()).BranchesTeaserBlock })),
  promo: preloadable(() => import('../blocks/promo/promo.block')),
  footer: preloadable(async () => ({ default: (await firstScreen()).FooterBlock })),
  basket: preloadable(() => import('../blocks/basket/basket.block')),
  'cart-recommendations': preloadable(
    () => import('../blocks/cart-recommendations/cart-recommendations.block'),
  ),
  'profile-header': preloadable(() => import('../blocks/profile-header/profile-header.block')),
  cashback: preloadable(() => import('../blocks/cashback/cashback.block')),
  'profile-links': preloadable(() => import('../blocks/profile-links/profile-links.block')),
  'product-details': preloadable(() => import('../blocks/product-details/product-details.block')),
  notifications: preloadable(() => import('../blocks/notifications/notifications.block')),
  search: preloadable(() => import('../blocks/search/search.block')),
};
