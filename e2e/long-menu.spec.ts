import { importConfig } from '../server/onboarding/import';
import { expect, test } from './fixtures';
import { bigMenuConfig } from './support/big-menu';
import { startOwnServer, type OwnServer } from './support/own-server';
import { diskStore } from '../server/cdn/storage';

/**
 * A menu that grows: 900 generated dishes in 30 categories on a server of its own. The page keeps
 * a constant number of cards whatever the menu's size (only the lines near the screen), the first
 * screen still comes rendered from the server and hydrates cleanly, the last dish is reached by
 * scrolling and a far category by its chip.
 */
const DISHES = 900;
const CATEGORIES = 30;
let server: Promise<OwnServer> | null = null;
test.afterAll(async () => {
  await (await server)?.close();
  server = null;
});

test.use({ viewport: { width: 360, height: 780 } });

const start = async () => {
  const server = await startOwnServer();
  await importConfig(server.db, bigMenuConfig(DISHES, CATEGORIES), { pictures: diskStore(server.images) });
  return server;
};

test('a 900-dish menu keeps a constant number of cards, scrolls to its last dish and jumps by category', async ({
  page,
  browser,
}) => {
  server ??= start();
  const { port } = await server;
  const url = `http://bench.localhost:${port}/`;
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));

  // without JavaScript the first screen is there: the first category and its first dishes
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const still = await bare.newPage();
  await still.goto(url);
  await expect(still.getByRole('heading', { name: 'Category 1', exact: true })).toBeVisible();
  await expect(still.getByText('Taom 0 palov')).toBeVisible();
  await bare.close();

  await page.goto(url);
  await expect(page.getByText('Taom 0 palov')).toBeVisible();
  const cards = page.locator('.product');
  expect(await cards.count()).toBeLessThan(40);

  // to the end of the menu: the last dish, and still only the lines near the screen
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(`Taom ${DISHES - 1} palov`)).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await cards.count()).toBeLessThan(40);
  // the chip row follows: the last category's chip is the current one, scrolled into view
  const lastChip = page.getByRole('link', { name: `Category ${CATEGORIES}`, exact: true });
  await expect(lastChip).toHaveAttribute('aria-current', 'true');
  await expect(lastChip).toBeInViewport();

  // a chip jumps to its category, which becomes the current one
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Category 15', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Category 15', exact: true })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Category 15', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await cards.count()).toBeLessThan(40);
  expect(problems).toEqual([]);
});
