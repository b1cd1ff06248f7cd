/**
 * The merchant settings only the server reads: the page's head (title, favicon), the host a
 * merchant answers on (domain), the login SMS (smsContent) and the id the settings carry
 * (merchantId). server/test/setting-toggles.test.ts toggles each; the storefront's own settings
 * test (src/app/settings-effects.test.tsx) holds every other setting to a visible change.
 */
export const SERVER_SIDE_SETTINGS = ['merchantId', 'favicon', 'title', 'domain', 'smsContent'] as const;
export type ServerSideSetting = (typeof SERVER_SIDE_SETTINGS)[number];
