/** Which web setting turns each payment type on (spec section 3). */
export const PAYMENT_SETTING: Readonly<Record<string, string>> = {
  CASH: 'cashActive',
  TERMINAL: 'terminalActive',
  PAYME: 'paymeActive',
  CLICK: 'clickActive',
  UZUM: 'uzumActive',
};

export const ONLINE_PAYMENTS: ReadonlySet<string> = new Set(['PAYME', 'CLICK', 'UZUM']);

/** A saved card as one of checkout's payment choices ("CARD:12"); it pays as OTHER with that card. */
export const cardChoice = (cardId: number) => `CARD:${cardId}`;
/** The saved card a payment choice names, or null. */
export function choiceCard(choice: string | null): number | null {
  const m = /^CARD:(\d+)$/.exec(choice ?? '');
  return m ? Number(m[1]) : null;
}

export interface PaymentOffer {
  type: string;
  webEnabled: boolean;
  botEnabled: boolean;
  isActive: boolean;
}

/** The payment types a channel may use: active, enabled for the channel and turned on in settings. */
export function offeredPayments(
  offers: readonly PaymentOffer[],
  settings: Record<string, unknown>,
  channel: 'WEB' | 'BOT',
): string[] {
  return offers
    .filter((o) => o.isActive && (channel === 'WEB' ? o.webEnabled : o.botEnabled))
    .filter((o) => {
      const key = PAYMENT_SETTING[o.type];
      return key === undefined || settings[key] === true;
    })
    .map((o) => o.type);
}

/** The service types the merchant's settings and the branch both enable. */
export function offeredServices(
  settings: Record<string, unknown>,
  branch: Record<string, unknown> | null,
): string[] {
  const out: string[] = [];
  if (settings.deliveryActive === true && branch?.deliveryEnabled !== false) out.push('DELIVERY');
  if (settings.pickupActive === true && branch?.pickupEnabled !== false) out.push('PICK_UP');
  if (settings.dineInActive === true && branch?.dineinEnabled !== false) out.push('DINE_IN');
  return out;
}
