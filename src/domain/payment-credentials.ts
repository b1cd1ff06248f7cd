/**
 * What each online payment needs from the merchant's secrets (merchant.json) before a customer may
 * choose it: the ids its checkout link names and the key its callbacks are checked with. Saved
 * cards pay through Payme's Subscribe API, so they need Payme's.
 */
export const PROVIDER_CREDENTIALS = {
  PAYME: { setting: 'paymeActive', name: 'Payme', keys: ['paymeMerchantId', 'paymeKey'] },
  CLICK: {
    setting: 'clickActive',
    name: 'Click',
    keys: ['clickServiceId', 'clickMerchantId', 'clickMerchantUserId', 'clickSecretKey'],
  },
  UZUM: { setting: 'uzumActive', name: 'Uzum Bank', keys: ['uzumServiceId', 'uzumLogin', 'uzumPassword'] },
  OTHER: { setting: 'cardActive', name: 'Payme (saved cards)', keys: ['paymeMerchantId', 'paymeKey'] },
} as const;

export type OnlinePayment = keyof typeof PROVIDER_CREDENTIALS;

type Secrets = Record<string, string | null | undefined>;

/** The credentials `payment` lacks in these secrets (none for cash and terminal). */
export function missingCredentials(secrets: Secrets, payment: string): string[] {
  const rule = PROVIDER_CREDENTIALS[payment as OnlinePayment];
  return rule ? rule.keys.filter((key) => !secrets[key]) : [];
}

/** The online payments these settings turn on. */
export function onlinePaymentsOn(settings: Record<string, unknown>): OnlinePayment[] {
  return (Object.keys(PROVIDER_CREDENTIALS) as OnlinePayment[]).filter(
    (p) => settings[PROVIDER_CREDENTIALS[p].setting] === true,
  );
}
