import { expect, test } from './fixtures';
import enOps from '../locales/en/ops.json' with { type: 'json' };
import { linePrice, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS, plainDish } from './helpers';
import { desk, openCard, openDesk } from './support/desk';

/** Each page's MediaBox (width and height in points) in the PDF's page objects. */
function pageBoxes(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = text.split(/\/Type\s*\/Page(?!s)/).length - 1;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    (m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }),
  );
  return { pages, boxes };
}

const MM = 72 / 25.4;

type Dish = { id: number; costPrice: number; discount?: number; modificationGroups?: { min: number }[] };

test('a kitchen ticket of five lines printed from a board of 150 open orders is one 80 mm page, as tall as the ticket', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await loginViaApi(request, 'demo');
  const dish = await plainDish(request, 'demo');
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${session.token}` };
  const [branch] = await (await request.get('/api/users/v1/branches', { headers })).json();
  // the board's 149 other orders, a few at a time (one by one, their round trips were most of the journey)
  const placed: { id: number; number: number }[] = [];
  const order = {
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
    branch: branch.id,
    cartItems: [{ productId: dish.id, count: 1, modifications: [] }],
    totalPrice: linePrice(pricedLine({ costPrice: dish.costPrice, discount: dish.discount }, [], 1)),
  };
  for (let left = 149; left > 0; left -= 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, left) }, () =>
        request.post('/api/orders/v1/orders', { headers, data: order }),
      ),
    );
    for (const answer of batch) {
      expect(answer.ok(), await answer.text()).toBe(true);
      placed.push(await answer.json());
    }
  }
  expect(placed).toHaveLength(149);
  // the one printed: five dishes, as a family's lunch
  const menu = await (await request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  const five = (menu.products as Dish[])
    .filter((p) => !(p.modificationGroups ?? []).some((g) => g.min > 0))
    .slice(0, 5);
  expect(five).toHaveLength(5);
  const family = await request.post('/api/orders/v1/orders', {
    headers,
    data: {
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      branch: branch.id,
      cartItems: five.map((p, i) => ({ productId: p.id, count: i + 1, modifications: [] })),
      totalPrice: five.reduce(
        (sum, p, i) =>
          sum + linePrice(pricedLine({ costPrice: p.costPrice, discount: p.discount }, [], i + 1)),
        0,
      ),
    },
  });
  expect(family.ok()).toBe(true);
  placed.push((await family.json()) as { id: number; number: number });
  const operator = await desk(browser, 'demo', 'en', { width: 1280, height: 800 });
  await openDesk(operator, 'demo', '998900000001', enOps);
  await operator.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '1');
  });
  const last = placed[placed.length - 1];
  if (!last) throw new Error('no order placed');
  const card = await openCard(operator, last.number);
  await card.getByRole('button', { name: enOps.print, exact: true }).click();
  await expect(operator.locator('body[data-printed="1"]')).toHaveCount(1);
  await expect(operator.getByTestId('ops-print')).toContainText(`№${last.number}`);
  // each of its five lines is on the ticket
  await expect(operator.getByTestId('ops-print').locator('.ops-ticket__lines li')).toHaveCount(5);

  const pdf = await operator.pdf({ preferCSSPageSize: true, printBackground: true });
  const { pages, boxes } = pageBoxes(pdf);
  expect(pages).toBe(1);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width).toBeCloseTo(80 * MM, 0);
    // five lines in big type stay well under 30 cm of roll
    expect(box.height).toBeLessThan(300 * MM);
    test.info().annotations.push({ type: 'ticket length (mm)', description: (box.height / MM).toFixed(0) });
  }
  await operator.emulateMedia({ media: 'print' });
  await operator.screenshot({ path: test.info().outputPath('ticket-80mm.png') });
});
