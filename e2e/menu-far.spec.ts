import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';

/**
 * The menu's sections far from the screen are skipped while off it (not laid out, not painted):
 * what a tap changes costs a screen, not the whole menu. A customer sees none of it: a chip lands
 * its category with the title whole under the chip row and becomes the current chip, a dish there
 * opens and closes onto the menu where it is, and back at the top nothing has moved.
 */
test.use({ viewport: { width: 360, height: 780 } });

test("demo (uz): the menu's far sections are skipped off screen, and a far category is reached, opened and left as it was", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(tenantUrl('demo', '/'));
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const chips = page.locator('.category-nav a[data-chip]');
  const sections = page.locator('.menu-section');
  // every section drawn (the menu draws them in steps)
  await expect(async () => expect(await sections.count()).toBe(await chips.count())).toPass();
  // a category halfway down the menu, and its first dish: skipped while the menu's top is on screen
  const middle = Math.floor((await sections.count()) / 2);
  const farSection = sections.nth(middle);
  const farCard = farSection.locator('a.product').first();
  await expect
    .poll(() => farCard.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(false);
  const firstCard = page.locator('a.product').first();
  const firstTop = await firstCard.evaluate((e) => e.getBoundingClientRect().top);

  // its chip: its title lands whole under the chip row, the chip is the current one, its dishes drawn
  const farTitle = farSection.locator('.section-title');
  const farName = (await farTitle.textContent()) ?? '';
  const farChip = page.locator(
    `.category-nav a[data-chip="${await farSection.getAttribute('data-category')}"]`,
  );
  await farChip.click();
  const navBottom = () =>
    page.locator('.category-nav').evaluate((e) => Math.round(e.getBoundingClientRect().bottom));
  await expect
    .poll(async () => {
      const top = await farTitle.evaluate((e) => Math.round(e.getBoundingClientRect().top));
      const bottom = await navBottom();
      return top >= bottom && top <= bottom + 40;
    })
    .toBe(true);
  await expect(farChip).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.category-nav a[aria-current]')).toHaveCount(1);
  await expect(farTitle).toHaveText(farName);
  await expect(farCard).toBeInViewport();
  expect(await farCard.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);

  // a dish there, tapped once the page has stopped scrolling, opens over the menu; the menu moves
  // under it (as a chip's smooth scroll still under way at the tap goes on), and closing the dish
  // leaves the menu where it is now, not where it was at the tap (the place its history entry
  // kept): closed first in the same frame as the move (its scroll event not yet dispatched), then
  // by Escape once the move has been drawn
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((settled) => {
            const y = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => settled(window.scrollY === y)));
          }),
      ),
    )
    .toBe(true);
  const name = (await farCard.locator('.product__name').textContent()) ?? '';
  // where the dish's card is on the screen (the browser may adjust the scroll offset as skipped
  // sections come near; what the customer sees is the card's place)
  const cardTop = () => farCard.evaluate((e) => Math.round(e.getBoundingClientRect().top));
  const openDish = async () => {
    await farCard.click();
    await expect(page.locator('dialog[open] #product-name')).toHaveText(name);
  };
  await openDish();
  const tapped = await page.evaluate(() => Math.round(window.scrollY));
  const oneFrame = await farCard.evaluate((card) => {
    window.scrollBy({ top: -300, behavior: 'instant' });
    const seen = { y: Math.round(window.scrollY), top: Math.round(card.getBoundingClientRect().top) };
    document.querySelector<HTMLButtonElement>('dialog[open] .sheet__close button')!.click();
    return seen;
  });
  expect(oneFrame.y).toBeLessThan(tapped - 200);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect.poll(cardTop).toBe(oneFrame.top);
  await expect(farTitle).toBeInViewport();

  await openDish();
  const reopened = await page.evaluate(() => Math.round(window.scrollY));
  await page.evaluate(() => window.scrollBy({ top: -300, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(reopened - 200);
  const seen = await cardTop();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect.poll(cardTop).toBe(seen);
  await expect(farTitle).toBeInViewport();

  // back at the top: the first dish where it was, the far ones skipped again (all but the one
  // holding the focus the closed sheet gave back: the browser keeps what is focused drawn)
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => firstCard.evaluate((e) => e.getBoundingClientRect().top)).toBe(firstTop);
  const lastCard = sections.last().locator('a.product').last();
  await expect
    .poll(() => lastCard.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(false);
  expect(problems).toEqual([]);
});
