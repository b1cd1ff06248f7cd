import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';

describe.each(DATABASES)('the address a delivery went to, on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await login(server, 1, '998901000077'));
  });
  afterAll(() => server.close());

  it("joins the customer's saved addresses (any device offers it), once for one place", async () => {
    const { products } = await menu(server, 1);
    const [branch] = await branches(server, 1);
    const plov = find(products, 'Tashkent plov');
    const order = (latitude: number, street: string) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(1, token),
        payload: orderRequest(
          products,
          [lineFor(plov)],
          {
            branch: branch!.id,
            serviceType: 'DELIVERY',
            address: { latitude, longitude: branch!.longitude, streetName: street, houseNumber: '7' },
          },
          10000,
        ),
      });
    const at = branch!.latitude + 0.005;
    expect((await order(at, 'Labzak')).status).toBe(200);
    // ten metres on is the same place: the saved one keeps its words
    expect((await order(at + 0.0001, 'Labzak ko‘chasi')).status).toBe(200);
    const saved = await server.call({
      method: 'GET',
      url: '/api/users/v1/addresses',
      headers: headers(1, token),
    });
    expect(saved.body).toEqual([
      expect.objectContaining({ type: 'HOUSE', latitude: at, streetName: 'Labzak', houseNumber: '7' }),
    ]);
  });
});
