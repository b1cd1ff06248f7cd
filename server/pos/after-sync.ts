/**
 * What happens after the POS changed a merchant's stop-list or menu (committed): the storefront's
 * live menu events hear it. The live stream is another room's (server/events); the lead connects
 * this to its announcer when merging. Until then, a listener registered here is told.
 */
export type PosSyncKind = 'stop_list' | 'menu';
type Listener = (merchantId: number, kind: PosSyncKind) => void;
const listeners = new Set<Listener>();

export function onPosSync(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function afterPosSync(_deps: unknown, merchantId: number, kind: PosSyncKind): void {
  for (const listener of listeners) listener(merchantId, kind);
}
