import { expect, test } from './fixtures';
import { TEST_TIMEOUTS } from '../src/test/timeouts';
import { MERCHANT_IDS, tenantUrl } from './helpers';

// Nothing but the local server: map scripts and tiles are refused, as on a machine without network.
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

test.describe('places', () => {
  test('a delivery point inside a zone shows its price; outside, "Out of service zone"', async ({ page }) => {
    await page.goto(tenantUrl('night', '/address/delivery'));
    await expect(page.getByText('Карта не загрузилась', { exact: false })).toBeVisible();
    const quote = page.getByTestId('delivery-quote');
    const map = page.locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    const zoomedTo = page.locator('[data-provider="leaflet"]');
    // step by step to an exact zoom, each step waiting for the map to settle (zoomend); a click the
    // map let pass (it may drop one while it is still animating) is simply made again
    const zoomTo = async (target: number) => {
      await expect(async () => {
        const now = Number(await zoomedTo.getAttribute('data-zoom'));
        if (now !== target) {
          await page.locator(`.leaflet-control-zoom-${now > target ? 'out' : 'in'}`).click();
          await expect(zoomedTo).not.toHaveAttribute('data-zoom', String(now), {
            timeout: TEST_TIMEOUTS.expectMs / 4,
          });
        }
        expect(Number(await zoomedTo.getAttribute('data-zoom'))).toBe(target);
      }).toPass({ timeout: TEST_TIMEOUTS.expectMs * 3 });
    };
    // zoomed out, a corner of the map is far outside every zone
    await zoomTo(9);
    await page.mouse.click(box.x + 6, box.y + box.height - 6);
    await expect(quote).toHaveText('Вне зоны обслуживания');
    // a branch is inside its own near zone
    await zoomTo(12);
    const branch = page.locator('path.leaflet-interactive[fill="#B42318"]').first();
    const b = (await branch.boundingBox())!;
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
    await expect(quote).toHaveText(/Доставка: 1[45]\s000\sсум/);
    // the development geocoder names the street and house of the tapped point, in Russian
    const street = page.getByRole('textbox', { name: 'Улица', exact: true });
    await expect(street).toHaveValue(/^(улица|проспект) /);
    await expect(page.getByRole('textbox', { name: 'Дом', exact: true })).toHaveValue(/^\d+$/);
    await page.getByRole('textbox', { name: 'Подъезд' }).fill('2');
    // a courier needs the street and the house: without them the point is not taken
    await street.fill('');
    await page.getByRole('button', { name: 'Доставить сюда' }).click();
    await expect(page.getByRole('alert')).toHaveText('Улица и дом — чтобы курьер вас нашёл');
    await expect(page.getByRole('textbox', { name: 'Улица', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Улица', exact: true }).fill('Амира Темура');
    await page.getByRole('textbox', { name: 'Дом', exact: true }).fill('12');
    await page.getByRole('button', { name: 'Доставить сюда' }).click();
    // nothing in the basket: back to the menu
    await expect(page).toHaveURL(tenantUrl('night'));
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('dx:night:deliveryAddress') ?? 'null'),
    );
    expect(stored).toMatchObject({
      streetName: 'Амира Темура',
      houseNumber: '12',
      entrance: '2',
      deliveryPrice: expect.any(Number),
    });
  });

  test('a pick-up branch is chosen on /address/pickup', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/address/pickup'));
    const second = page.getByTestId('branch').nth(1);
    await second.getByRole('button', { name: 'Shu yerdan olib ketish' }).click();
    await expect(second.getByRole('button', { name: 'Tanlandi' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Shu filialdan olib ketish' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/basket'));
    const branches = await (
      await page.request.get('/api/users/v1/branches', {
        headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo) },
      })
    ).json();
    expect(await page.evaluate(() => localStorage.getItem('dx:demo:pickupBranch'))).toBe(
      String(branches[1].id),
    );
  });

  test('/branches shows each branch open or closed as the server reads its hours', async ({
    page,
    request,
  }) => {
    for (const sub of ['demo', 'osh', 'night'] as const) {
      const branches = await (
        await request.get('/api/users/v1/branches', {
          headers: { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) },
        })
      ).json();
      const labels = sub === 'night' ? ['Открыто', 'Закрыто'] : ['Ochiq', 'Yopiq'];
      // the journeys run with DEV_CLOCK: every branch open, whatever the hour (the rule itself: server tests)
      expect(branches.map((b: { isOpen: boolean }) => b.isOpen)).toEqual(branches.map(() => true));
      await page.goto(tenantUrl(sub, '/branches'));
      await expect(page.getByTestId('branch')).toHaveCount(branches.length);
      await expect(page.getByTestId('branch-state')).toHaveText(branches.map(() => labels[0]));
      // each address in the page's language (night speaks Russian, demo and osh Uzbek)
      await expect(page.getByTestId('branch').first()).toContainText(
        { demo: "Bunyodkor ko'chasi, 12", osh: "Iftixor ko'chasi, 1", night: 'улица Сайилгох, 5' }[sub],
      );
    }
  });
});
