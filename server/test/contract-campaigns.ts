import { login, type TestServer } from './harness';

type Call = (
  opId: string,
  options?: { path?: Record<string, string | number>; query?: string; body?: unknown; token?: string },
) => Promise<{ status: number; body: any }>;

/** The contract test's calls of the campaigns (a customer's consent, the manager's campaigns): each once. */
export async function callCampaigns(server: TestServer, call: Call, manager: { token: string }) {
  const customer = { token: (await login(server, 1, '998904799001', '10.4.7.9')).token };
  await call('getMarketingConsent', customer);
  // the birthday promo: the checkout's own discount
  await call('getPersonalDiscount', customer);
  await call('putMarketingConsent', { ...customer, body: { telegram: true, source: 'CHECKOUT' } });
  await call('opsCampaignAudience', { ...manager, query: 'channel=telegram&segment=ALL' });
  const draft = (
    await call('opsCreateCampaign', {
      ...manager,
      body: { name: 'Contract', channel: 'telegram', segment: 'LAPSED', text: { ru: 'Новый плов' } },
    })
  ).body;
  await call('opsGetCampaign', { ...manager, path: { id: draft.id } });
  await call('opsSendCampaign', { ...manager, path: { id: draft.id } });
  await call('opsPauseCampaign', { ...manager, path: { id: draft.id } });
  await call('opsListCampaigns', manager);
}
