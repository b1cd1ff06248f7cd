import { login, type TestServer } from './harness';

type Call = (
  opId: string,
  options?: { path?: Record<string, string | number>; query?: string; body?: unknown; token?: string },
) => Promise<{ status: number; body: any }>;

/** The contract test's calls of the Reports area (the manager's): each operation once, inside its schema. */
export async function callReports(server: TestServer, call: Call) {
  const manager = { token: (await login(server, 1, '998901110047', '10.4.7.1', '/api/ops/v1')).token };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
  await call('opsReportSummary', { ...manager, query: `from=${today}&to=${today}` });
  const loyalty = (await call('manageGetLoyalty', manager)).body;
  await call('managePutLoyalty', { ...manager, body: loyalty });
  const buyer = (await call('opsListCustomers', { ...manager, query: 'page=0' })).body.content[0];
  await call('opsGetCustomer', { ...manager, path: { id: buyer?.id ?? 999_999 } });
  return manager;
}
