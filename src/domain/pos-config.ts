/** The POS a merchant is connected to (merchant.json's pos): iikoCloud or Poster. */
export type PosProvider = 'iiko' | 'poster';

/** merchant.json's pos, as the merchants row keeps it. */
export interface PosConfig {
  provider: PosProvider;
  organizationId?: string;
  account?: string;
  sendOn?: 'created' | 'accepted';
  paymentTypes?: Partial<Record<'CASH' | 'TERMINAL' | 'ONLINE', string>>;
  newDishesCategory?: string;
}

/** The merchant's POS, when it has one. */
export function posConfigOf(merchant: { pos: unknown }): PosConfig | null {
  const pos = merchant.pos as PosConfig | null;
  return pos && (pos.provider === 'iiko' || pos.provider === 'poster') ? pos : null;
}
