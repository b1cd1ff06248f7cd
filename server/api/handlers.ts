import type { Handlers } from '../http/types';
import { accountHandlers } from './accounts';
import { catalogHandlers } from './catalog';
import { contentHandlers } from './content';
import type { Deps } from './deps';
import { devHandlers } from './dev';
import { opsHandlers } from './ops';
import { stopListHandlers } from './stop-list';
import { busyBranchHandlers } from './busy-branch';
import { reportHandlers } from './reports';
import { refundHandlers } from './refunds';
import { orderHandlers } from './orders';
import { profileHandlers } from './profile';
import { pushHandlers } from './push';
import { cardHandlers } from './cards';
import { reservationHandlers } from './reservations';
import { reviewHandlers } from './reviews';
import { storefrontEventHandlers } from './storefront-events';
import { customerCourierHandlers } from './customer-courier';
import { reportsAreaHandlers } from '../reports/handlers';
import { manageHandlers } from '../manage/manage-api';
// couriers and delivery
import { courierHandlers } from './courier';
import { opsDeliveryHandlers } from './ops-delivery';
import { posOpsHandlers } from './pos-ops';
// phone orders and order edits
import { opsPhoneHandlers } from './ops-phone';
// campaigns and consent
import { campaignAreaHandlers } from '../campaigns/handlers';
import { personalDiscountHandlers } from './personal-discount';

/** Every operation of openapi/storefront.yaml; the type makes a missing one a compile error. */
export function createHandlers(deps: Deps): Handlers {
  return {
    ...catalogHandlers(deps),
    ...reviewHandlers(deps),
    ...accountHandlers(deps),
    ...profileHandlers(deps),
    ...pushHandlers(deps),
    ...cardHandlers(deps),
    ...reservationHandlers(deps),
    ...contentHandlers(deps),
    ...orderHandlers(deps),
    ...opsHandlers(deps),
    ...stopListHandlers(deps),
    ...busyBranchHandlers(deps),
    ...reportHandlers(deps),
    ...refundHandlers(deps),
    ...devHandlers(deps),
    ...storefrontEventHandlers(deps),
    ...customerCourierHandlers(deps),
    ...reportsAreaHandlers(deps),
    // the manager's back office
    ...manageHandlers(deps),
    ...courierHandlers(deps),
    ...opsDeliveryHandlers(deps),
    ...posOpsHandlers(deps),
    ...opsPhoneHandlers(deps),
    ...campaignAreaHandlers(deps),
    ...personalDiscountHandlers(deps),
  };
}
