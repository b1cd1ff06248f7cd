import { login, type TestServer } from './harness';

type Call = (
  opId: string,
  options?: { path?: Record<string, string | number>; query?: string; body?: unknown; token?: string },
) => Promise<{ status: number; body: any }>;

const FISCAL = { mxikCode: '10821001001000000', packageCode: '1545', vatPercent: 12 };

/** The contract test's calls of the manager's back office: each operation once, answering inside its schema. */
export async function callBackOffice(server: TestServer, call: Call) {
  const m = { token: (await login(server, 1, '998900000003', '10.46.9.1', '/api/ops/v1')).token };
  const categories = (await call('manageListCategories', m)).body;
  const category = (
    await call('manageCreateCategory', { ...m, body: { name: { uz: 'Yoz', ru: 'Лето', eng: 'Summer' } } })
  ).body;
  await call('manageUpdateCategory', {
    ...m,
    path: { id: category.id },
    body: { version: 1, textColor: '#0F766E' },
  });
  await call('manageOrderCategories', {
    ...m,
    body: { ids: [category.id, ...categories.map((c: any) => c.id)] },
  });
  const dish = (
    await call('manageCreateProduct', {
      ...m,
      body: {
        categoryId: category.id,
        name: { uz: 'Salat', ru: 'Салат', eng: 'Salad' },
        price: 30000,
        ...FISCAL,
      },
    })
  ).body;
  await call('manageListProducts', m);
  await call('manageGetProduct', { ...m, path: { id: dish.id } });
  await call('manageUpdateProduct', { ...m, path: { id: dish.id }, body: { version: 1, price: 31000 } });
  await call('manageOrderProducts', { ...m, path: { id: category.id }, body: { ids: [dish.id] } });
  await call('manageHideProduct', { ...m, path: { id: dish.id } });
  const [branch] = (await call('manageListBranches', m)).body;
  await call('manageSetHours', {
    ...m,
    path: { id: branch.id },
    body: { version: 1, open: '09:00', close: '23:00' },
  });
  const [lat, lon] = [branch.latitude, branch.longitude];
  const far = [
    [lat + 1, lon + 1],
    [lat + 1, lon + 1.01],
    [lat + 1.01, lon + 1.01],
    [lat + 1, lon + 1],
  ];
  const zone = (
    await call('manageCreateZone', {
      ...m,
      path: { id: branch.id },
      body: { name: { uz: 'Uzoq', ru: 'Далеко', eng: 'Far' }, price: 30000, polygon: far },
    })
  ).body;
  await call('manageUpdateZone', {
    ...m,
    path: { id: branch.id, zoneId: zone.id },
    body: { version: 1, price: 31000 },
  });
  await call('manageDeleteZone', { ...m, path: { id: branch.id, zoneId: zone.id } });
  const promo = (
    await call('manageCreatePromo', {
      ...m,
      body: { code: 'SUMMER10', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 0 },
    })
  ).body;
  await call('manageUpdatePromo', { ...m, path: { id: promo.id }, body: { version: 1, active: false } });
  await call('manageListPromos', m);
  const [last] = (await call('manageListChanges', m)).body;
  await call('manageUndoChange', { ...m, path: { id: last.id } });
  await call('manageFolderZip', m);
}
