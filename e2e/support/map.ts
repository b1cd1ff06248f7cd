import type { Page } from '@playwright/test';

/** Clicks the branch marker nearest the middle of the map: inside that branch's near zone. */
export async function clickNearestBranch(page: Page) {
  const markers = page.locator('path.leaflet-interactive[fill="#B42318"]');
  await markers.first().waitFor();
  const map = (await page.locator('.leaflet-container').boundingBox())!;
  const centre = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
  let best: { x: number; y: number } | null = null;
  for (const box of await Promise.all((await markers.all()).map((m) => m.boundingBox()))) {
    if (!box) continue;
    const p = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const inside =
      p.x > map.x + 60 && p.x < map.x + map.width - 10 && p.y > map.y + 90 && p.y < map.y + map.height - 10;
    if (
      inside &&
      (!best || Math.hypot(p.x - centre.x, p.y - centre.y) < Math.hypot(best.x - centre.x, best.y - centre.y))
    )
      best = p;
  }
  if (!best) throw new Error('no branch marker in view');
  await page.mouse.click(best.x, best.y);
}
