import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';
import { DEV_ADMIN_API_KEY } from '../server/config';

const SUB = 'studio-demo';

/** One file of the studio's folder, changed as its JSON (the editor's text area, refilled). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the folder's files are plain JSON
async function editFile(studio: Page, file: string, change: (json: any) => void) {
  await studio.getByRole('tab', { name: new RegExp(`^${file.replace('.', '\\.')}`) }).click();
  const editor = studio.getByRole('textbox', { name: file });
  const json = JSON.parse(await editor.inputValue());
  change(json);
  // the text area takes the whole new text as one edit (typing 50 KB of menu key by key takes minutes)
  await editor.evaluate(
    (el: HTMLTextAreaElement, text) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    JSON.stringify(json, null, 2),
  );
}

async function publish(studio: Page, expectPlan: RegExp) {
  await studio.getByRole('button', { name: 'See what changes' }).click();
  await expect(studio.getByRole('status').filter({ hasText: expectPlan })).toBeVisible();
  await studio.getByRole('button', { name: `Publish ${SUB}` }).click();
  await expect(studio.getByRole('status').filter({ hasText: /^Published/ })).toBeVisible();
}

test('onboarding staff publish an edited demo folder from the studio; the open storefront shows the new price and the zone minimum without a restart', async ({
  browser,
  baseURL,
}) => {
  // the built Storybook (npm test builds it before the journeys), served as any static site; closing
  // it ends the studio pages' open connections too (else it waits out their 72 s keep-alive)
  const storybook = Fastify({ forceCloseConnections: true });
  await storybook.register(fastifyStatic, { root: resolve('storybook-static') });
  const origin = await storybook.listen({ port: 0, host: '127.0.0.1' });
  try {
    const studio = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await studio.goto(`${origin}/iframe.html?id=onboarding-studio--studio&viewMode=story`);
    await expect(studio.getByRole('toolbar', { name: 'Preview' })).toBeVisible();

    // day one: the demo folder as a new merchant of its own
    await editFile(studio, 'merchant.json', (m) => {
      m.sub = SUB;
      m.name = 'Studio Demo';
    });
    await studio.getByRole('textbox', { name: 'Server' }).fill(baseURL as string);
    await studio.getByRole('textbox', { name: 'Admin key' }).fill(DEV_ADMIN_API_KEY);
    await publish(studio, /is new: publishing creates it|change\(s\)/);
    const link = studio.getByRole('link', { name: 'Open the storefront' });
    await expect(link).toHaveAttribute('href', tenantUrl(SUB, '/'));

    // a customer has its menu open
    const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await customer.goto(tenantUrl(SUB, '/'));
    const plov = customer.locator('.product').filter({ hasText: 'Toshkent oshi' }).first();
    await expect(plov).toContainText('45 000');

    // day two: plov dearer, a minimum on every zone
    await editFile(studio, 'menu.json', (menu) => {
      menu.products.find((p: { key: string }) => p.key === 'toshkent-oshi').price = 52000;
    });
    await editFile(studio, 'branches.json', (b) => {
      for (const branch of b.branches) for (const zone of branch.zones) zone.minOrder = 60000;
    });
    await studio.getByRole('button', { name: 'See what changes' }).click();
    const plan = studio.getByRole('list', { name: 'Plan' });
    await expect(plan).toContainText('dish changed toshkent-oshi: price 45000 → 52000');
    await expect(plan).toContainText('zone changed');
    await studio.screenshot({ path: test.info().outputPath('studio-plan.png') });
    await studio.getByRole('button', { name: `Publish ${SUB}` }).click();
    await expect(studio.getByRole('status').filter({ hasText: /^Published/ })).toBeVisible();

    // the open page learns it on its next menu fetch, no reload, no restart
    await expect(plov).toContainText('52 000', { timeout: 60_000 });
    const { id } = await (await customer.request.get(`/api/users/v1/merchants/sub/${SUB}`)).json();
    const [branch] = await (
      await customer.request.get('/api/users/v1/branches', { headers: { 'X-Merchant-Id': String(id) } })
    ).json();
    const tariff = await customer.request.post('/api/deliveries/v1/delivery/tariff/client/calculate', {
      headers: { 'X-Merchant-Id': String(id) },
      data: { latitude: branch.latitude + 0.005, longitude: branch.longitude },
    });
    expect(await tariff.json()).toMatchObject({ minOrder: 60000 });

    // a colleague publishes from a studio of their own meanwhile (the demo folder, renamed)
    const colleague = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await colleague.goto(`${origin}/iframe.html?id=onboarding-studio--studio&viewMode=story`);
    await editFile(colleague, 'merchant.json', (m) => {
      m.sub = SUB;
      m.name = 'Studio Demo — Chilonzor';
    });
    await colleague.getByRole('textbox', { name: 'Server' }).fill(baseURL as string);
    await colleague.getByRole('textbox', { name: 'Admin key' }).fill(DEV_ADMIN_API_KEY);
    await publish(colleague, /change\(s\)/);
    // this studio's next publish started from the version before theirs: refused, with what it sets
    await editFile(studio, 'menu.json', (menu) => {
      menu.products.find((p: { key: string }) => p.key === 'toshkent-oshi').price = 54000;
    });
    await studio.getByRole('button', { name: 'See what changes' }).click();
    await studio.getByRole('button', { name: `Publish ${SUB}` }).click();
    const stale = studio.getByRole('alert');
    await expect(stale).toContainText(/Version \d+ of studio-demo was published after version \d+/);
    await expect(stale.getByRole('list', { name: 'Would change' })).toContainText('Studio Demo — Chilonzor');
    await studio.screenshot({ path: test.info().outputPath('studio-stale.png') });
    await stale.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(studio.getByRole('status').filter({ hasText: /^Published/ })).toBeVisible();
    await expect(plov).toContainText('54 000', { timeout: 60_000 });

    // in Storybook's own UI the studio fills the canvas, its toolbar in sight (not the phone frame);
    // the story's loader imports every picture of the folder, which takes a while on a busy machine
    await studio.goto(`${origin}/?path=/story/onboarding-studio--studio`);
    const canvas = studio.frameLocator('#storybook-preview-iframe');
    await expect(canvas.getByRole('toolbar', { name: 'Preview' })).toBeVisible({ timeout: 60_000 });
    expect((await studio.locator('#storybook-preview-iframe').boundingBox())?.width).toBeGreaterThan(900);
  } finally {
    await storybook.close();
  }
});
