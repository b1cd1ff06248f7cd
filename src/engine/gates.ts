/**
 * Which merchant setting turns each route on. A route whose feature is off answers not-found
 * (ARCHITECTURE.md, "Schema-driven engine").
 */
export const ROUTE_FEATURES: Readonly<Record<string, string>> = {
  '/about': 'aboutMerchantActive',
  '/offerta': 'termsOfUseActive',
  '/privacy': 'privacyActive',
  '/branches': 'branchesActive',
  '/branches/map': 'branchesActive',
  '/vacancy': 'vacanciesActive',
  '/vacancy/:id': 'vacanciesActive',
  '/basket': 'cartPageActive',
  '/profile/favorites': 'favouriteActive',
  '/profile/promos': 'promoActive',
  '/profile/cards': 'cardActive',
  '/profile/cards/create': 'cardActive',
  '/profile/cards/confirm': 'cardActive',
  '/reservations': 'bookingActive',
  '/address/delivery': 'deliveryActive',
  '/address/pickup': 'pickupActive',
  '/address/pickup2': 'pickupActive',
  '/t/:branch/:table': 'dineInActive',
};

export function isRouteEnabled(pattern: string, settings: Record<string, unknown>): boolean {
  const key = ROUTE_FEATURES[pattern];
  return key === undefined || settings[key] === true;
}
