import { randomBytes } from 'node:crypto';

/** A credential no file of this repository holds: made anew for each test run. */
export const unpublished = () => randomBytes(12).toString('hex');

/** A merchant's secrets as its providers would give them: none of them public. */
export const realSecrets = () => ({
  botToken: `8123456789:${unpublished()}`,
  paymeMerchantId: `payme-${unpublished()}`,
  paymeKey: unpublished(),
  clickServiceId: '4101',
  clickMerchantId: '5101',
  clickMerchantUserId: '7101',
  clickSecretKey: unpublished(),
  uzumServiceId: '6101',
  uzumLogin: `login-${unpublished()}`,
  uzumPassword: unpublished(),
  iikoApiLogin: unpublished(),
  posWebhookToken: unpublished(),
});
