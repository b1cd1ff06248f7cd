import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import uzCheckout from '../locales/uz/checkout.json' with { type: 'json' };
import uzProduct from '../locales/uz/product.json' with { type: 'json' };
import { freshPhone } from './helpers';
import { freePort } from '../src/test/free-port';

/**
 * `npm run dev` as a developer runs it: Vite's dev server (React's development build, StrictMode
 * mounting everything twice) in front of the API from the same server code. A customer can still
 * find a dish, fill the basket, log in and order, with nothing in the console.
 */
let base = '';
let dev: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  // ports the system picks (the page's and the API's): never one another journey's server holds
  const [port, apiPort] = [await freePort(), await freePort()];
  base = `http://localhost:${port}`;
  dev = spawn('npm', ['run', 'dev'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: 'memory://',
      SIMULATOR_TICK_MS: '0',
      DEV_CLOCK: 'demo=13:00',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await request.get(`${base}/`).catch(() => null))?.status() ?? 0, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(() => {
  // the dev script and the server it runs: the whole process group
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

test('demo under `npm run dev`: menu, basket, login and a pick-up order, no error in the console', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/search`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.goto(`${base}/`);
  const add = page
    .getByRole('button', { name: uzProduct.quickAdd.replace('{{name}}', 'Tandir somsa') })
    .first();
  await expect(add).toBeVisible({ timeout: 60_000 });
  await add.click();
  await page.goto(`${base}/basket`);
  await expect(page.getByTestId('basket-line')).toHaveCount(1);

  await page.goto(`${base}/checkout`);
  await expect(page).toHaveURL(/\/login$/);
  const phone = freshPhone();
  await page.getByRole('textbox').fill(phone.slice(3));
  await page.getByRole('button', { name: 'Kodni olish' }).click();
  await expect(page).toHaveURL(/\/login\/confirm$/);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${base}/api/dev/v1/sms-outbox?phone=${phone}`)).json()).length,
    )
    .toBeGreaterThan(0);
  const [message] = await (await page.request.get(`${base}/api/dev/v1/sms-outbox?phone=${phone}`)).json();
  // the sixth digit sends the code
  await page.getByRole('textbox').fill(message.code);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: uzCheckout.serviceType.PICK_UP }).check();
  await page.getByRole('button', { name: new RegExp(uzCheckout.place.replace('{{total}}', '')) }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByTestId('order-status')).toBeVisible();
  expect(errors).toEqual([]);
});
