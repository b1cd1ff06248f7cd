import { lazy } from 'react';
import MenuBlock from '../blocks/menu/menu.block';
import type { BlockRegistry } from '../engine/registry';

/**
 * The one file that knows every block: layout type → component. The menu renders the home
 * page's first paint, so it is not lazy; the rest load when a page uses them.
 */
export const blockRegistry: BlockRegistry = {
  menu: MenuBlock,
  stories: lazy(() => import('../blocks/stories/stories.block')),
  banners: lazy(() => import('../blocks/banners/banners.block')),
  'branches-teaser': lazy(() => import('../blocks/branches-teaser/branches-teaser.block')),
  promo: lazy(() => import('../blocks/promo/promo.block')),
  footer: lazy(() => import('../blocks/footer/footer.block')),
  basket: lazy(() => import('../blocks/basket/basket.block')),
  'cart-recommendations': lazy(() => import('../blocks/cart-recommendations/cart-recommendations.block')),
  'profile-header': lazy(() => import('../blocks/profile-header/profile-header.block')),
  cashback: lazy(() => import('../blocks/cashback/cashback.block')),
  'profile-links': lazy(() => import('../blocks/profile-links/profile-links.block')),
  'product-details': lazy(() => import('../blocks/product-details/product-details.block')),
  notifications: lazy(() => import('../blocks/notifications/notifications.block')),
  search: lazy(() => import('../blocks/search/search.block')),
};
