import type { OrderEvents } from '../orders/events';

/** What the POS changed of a merchant's storefront: its stop-list or its menu. */
export type PosSyncKind = 'stop_list' | 'menu';

/**
 * After the POS changed a merchant's stop-list or menu (committed): every process drops its cached
 * menus and the open storefronts fetch them again (server/events), as after the desk's own stop.
 */
export function afterPosSync(deps: { events: OrderEvents }, merchantId: number, kind: PosSyncKind): void {
  deps.events.announceStorefront(
    merchantId,
    kind === 'menu' ? { kind: 'menu' } : { kind: 'stop-list', branchId: null },
  );
}
