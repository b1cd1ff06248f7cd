import type { BranchConfig } from './config-types';

/**
 * The branch's settings column from its folder entry: delivery needs zones, the rest follows the
 * folder. Shared by the importer and the onboarding studio's preview (no server code in it).
 */
export function branchSettings(
  b: Pick<BranchConfig, 'booking' | 'services'> & { cookMinutes?: number },
  zoneCount: number,
) {
  const services = b.services ?? {};
  return {
    bookingEnabled: b.booking ?? false,
    deliveryEnabled: (services.delivery ?? true) && zoneCount > 0,
    pickupEnabled: services.pickup ?? true,
    dineinEnabled: services.dineIn ?? true,
    expressEnabled: false,
    kitchenEnabled: true,
    payOfficeEnabled: false,
    storageEnabled: false,
    yandexEnabled: false,
    // the desk's clock for this branch's kitchen; null: the merchant's deskCookMinutes
    cookMinutes: b.cookMinutes ?? null,
  };
}
