import { expect, test } from './fixtures';
import enOps from '../locales/en/ops.json' with { type: 'json' };
import { loginViaApi, placePickUpOrder, plainDish } from './helpers';
import { desk, openCard, staffLogin } from './support/desk';

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

test('a kitchen ticket printed from a board of 150 open orders is one 80 mm page, as tall as the ticket', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await loginViaApi(request, 'demo');
  const dish = await plainDish(request, 'demo');
  const placed = [];
  for (let i = 0; i < 150; i++)
    placed.push((await placePickUpOrder(request, session, 'demo', dish, 1)).order);
  const operator = await desk(browser, 'demo', 'en', { width: 1280, height: 800 });
  await staffLogin(operator, 'demo', '998900000001', enOps);
  await operator.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '1');
  });
  const last = placed[placed.length - 1];
  if (!last) throw new Error('no order placed');
  const card = await openCard(operator, last.number);
  await card.getByRole('button', { name: enOps.print, exact: true }).click();
  await expect(operator.locator('body[data-printed="1"]')).toHaveCount(1);
  await expect(operator.getByTestId('ops-print')).toContainText(`№${last.number}`);

  const pdf = await operator.pdf({ preferCSSPageSize: true, printBackground: true });
  const { pages, boxes } = pageBoxes(pdf);
  expect(pages).toBe(1);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width).toBeCloseTo(80 * MM, 0);
    // a one-line ticket is a few centimetres, far under 30 cm of roll
    expect(box.height).toBeLessThan(300 * MM);
  }
  await operator.emulateMedia({ media: 'print' });
  await operator.screenshot({ path: test.info().outputPath('ticket-80mm.png') });
});
