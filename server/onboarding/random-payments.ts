/** Example fiscal codes on every dish, choice and delivery of a random folder (online payments need them). */
export const FISCAL_CODES = { mxikCode: '10821001001000000', packageCode: '1545', vatPercent: 12 };

/** Every provider's credentials for a random folder, whichever online payment its settings turn on. */
export const RANDOM_SECRETS = (sub: string) => ({
  paymeMerchantId: `${sub}-payme-merchant`,
  paymeKey: `${sub}-payme-key`,
  clickServiceId: '1',
  clickMerchantId: '1',
  clickMerchantUserId: '1',
  clickSecretKey: `${sub}-click-secret`,
  uzumServiceId: '1',
  uzumLogin: `${sub}-uzum`,
  uzumPassword: `${sub}-uzum-password`,
});
