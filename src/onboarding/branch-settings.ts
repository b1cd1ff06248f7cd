/** A branch's services as branches.json writes them (each on when left out). */
interface BranchServices {
  booking?: boolean;
  services?: { delivery?: boolean; pickup?: boolean; dineIn?: boolean };
}

/**
 * The branch's settings column from its folder entry: delivery needs zones, the rest follows the
 * folder. Shared by the importer and the onboarding studio's preview (no server code in it).
 */
export function branchSettings(b: BranchServices, zoneCount: number) {
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
  };
}
