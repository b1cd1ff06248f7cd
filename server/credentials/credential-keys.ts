/**
 * The merchant secrets that are credentials (whoever knows one can act as the merchant or
 * against it: sign a bot's login, mark an order paid, text as it, reach its POS or couriers);
 * the ids beside them (paymeMerchantId, clickServiceId, …) are not secret.
 */
export const CREDENTIAL_KEYS = [
  'botToken',
  'paymeKey',
  'clickSecretKey',
  'uzumPassword',
  'smsPassword',
  'iikoApiLogin',
  'posterToken',
  'posWebhookToken',
  'posterAppSecret',
  'yandexDeliveryKey',
] as const;

/** How this repository writes a development credential: `<sub>-payme-key` and the like. */
export const DEVELOPMENT_PATTERNS: readonly RegExp[] = [
  /-payme-key$/,
  /-click-secret$/,
  /-uzum-password$/,
  /-development-bot-token$/,
  /-sms-password$/,
  /-iiko-api-login$/,
  /-poster-token$/,
  /-poster-app-secret$/,
  /-webhook-token$/,
  /-yandex-delivery-key$/,
];
