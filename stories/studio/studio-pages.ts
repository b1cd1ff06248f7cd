import { lineKey, type BasketLine } from '../../src/domain/basket';
import type { OrderStatus, StorefrontFixture } from '../support/fixtures';

/** Every page of the storefront the studio previews: its address, and whether it needs a customer or a basket. */
export interface StudioPage {
  id: string;
  label: string;
  path: (fixture: StorefrontFixture) => string;
  user?: boolean;
  basket?: boolean;
}

const firstProduct = (f: StorefrontFixture) => f.menu.products[0]?.id ?? 1;

export const STUDIO_PAGES: StudioPage[] = [
  { id: 'home', label: 'Home', path: () => '/' },
  { id: 'category', label: 'Category', path: () => '/category' },
  { id: 'product', label: 'Product', path: (f) => `/product/${firstProduct(f)}` },
  { id: 'search', label: 'Search', path: () => '/search' },
  { id: 'basket', label: 'Basket', path: () => '/basket', basket: true },
  { id: 'checkout', label: 'Checkout', path: () => '/checkout', basket: true, user: true },
  { id: 'login', label: 'Log in', path: () => '/login' },
  { id: 'order', label: 'Order tracking', path: () => '/profile/orders/1001', user: true },
  { id: 'orders', label: 'Order history', path: () => '/profile/orders', user: true },
  { id: 'profile', label: 'Profile', path: () => '/profile', user: true },
  { id: 'branches', label: 'Branches', path: () => '/branches' },
  { id: 'branches-map', label: 'Branches on the map', path: () => '/branches/map' },
  { id: 'reservations', label: 'Reservations', path: () => '/reservations', user: true },
  { id: 'about', label: 'About the company', path: () => '/about' },
  { id: 'terms', label: 'Terms of use', path: () => '/offerta' },
  { id: 'privacy', label: 'Privacy policy', path: () => '/privacy' },
  { id: 'vacancies', label: 'Vacancies', path: () => '/vacancy' },
  { id: 'not-found', label: 'Not found (404)', path: () => '/no-such-page' },
];

export const ORDER_STATUSES: OrderStatus[] = [
  'OPEN',
  'ACCEPTED',
  'COOKING',
  'DONE',
  'ON_WAY',
  'DELIVERED',
  'CLOSED',
  'CANCELED',
];

export const WIDTHS = [
  { width: 360, height: 780, label: 'Phone 360' },
  { width: 390, height: 694, label: 'Telegram 390' },
  { width: 768, height: 1024, label: 'Tablet 768' },
  { width: 1280, height: 800, label: 'Desktop 1280' },
] as const;

export const PRODUCT_MODES = ['SHEET', 'POP_UP', 'FULL_SCREEN'] as const;

/** A basket line the pricing accepts: the first product without a required choice, at its price. */
export function sampleBasket(fixture: StorefrontFixture): BasketLine[] {
  const product =
    fixture.menu.products.find((p) => (p.modificationGroups ?? []).every((g) => g.min === 0)) ??
    fixture.menu.products[0];
  if (!product) return [];
  return [
    {
      key: lineKey(product.id, []),
      productId: product.id,
      modifications: [],
      quantity: 1,
      seenUnitPrice: product.costPrice,
    },
  ];
}
