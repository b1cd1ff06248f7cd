import type { Merchant } from '../db/schema';
import { refuse } from './rules';

/**
 * The dish's fields a connected POS owns (its menu comes in from the POS): read-only in the back
 * office then. merchant.json's `pos` (another change) connects one; until a merchant has it, the
 * back office owns every field. This is the one place that check lives.
 */
export function posOwnedFields(merchant: Merchant): readonly string[] {
  const pos = (merchant.settings as { pos?: unknown }).pos ?? (merchant as { pos?: unknown }).pos;
  return pos ? ['name', 'price', 'modificationGroups', 'mxikCode', 'packageCode', 'vatPercent'] : [];
}

/** Refuses a change to a field the POS owns (422 naming it). */
export function refusePosOwned(merchant: Merchant, changed: readonly string[]) {
  const owned = posOwnedFields(merchant).filter((f) => changed.includes(f));
  if (owned.length > 0) throw refuse(`/${owned[0]}`, 'the POS owns this field: change it in the POS');
}
