import { expect, test } from './fixtures';
import uz from '../locales/uz/checkout.json' with { type: 'json' };
import ru from '../locales/ru/checkout.json' with { type: 'json' };
import en from '../locales/en/checkout.json' with { type: 'json' };
import { loginViaApi, plainDish, tenantUrl, useBasket, useSession } from './helpers';

/**
 * The receiver's name and phone on a 360 px phone, in each of demo's languages: the whole number
 * shows (the input scrolls nothing away) and each label keeps to one line.
 */
const WORDS = { uz, ru, en } as const;

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});
test.use({ viewport: { width: 360, height: 780 } });

for (const lang of ['uz', 'ru', 'en'] as const) {
  test(`demo (${lang}): the receiver's phone shows the whole number under a one-line label`, async ({
    page,
  }) => {
    const t = WORDS[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl('demo') }]);
    await useSession(page, 'demo', await loginViaApi(page.request, 'demo'));
    await useBasket(page, 'demo', await plainDish(page.request, 'demo'), 1);
    await page.goto(tenantUrl('demo', '/checkout'));

    const name = page.getByRole('textbox', { name: t.receiverName });
    const phone = page.getByRole('textbox', { name: t.receiverPhone });
    await name.fill('Dilnoza Karimova');
    await phone.fill('901112233');
    await expect(phone).toHaveValue('90 111 22 33');
    await phone.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    // the whole number is in view: nothing of it scrolled out of the input
    expect(await phone.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    // each label on one line: its text's boxes all start at one height
    for (const field of [name, phone]) {
      const lines = await field.evaluate((input) => {
        const label = input.closest('label')?.querySelector(':scope > span:first-child');
        if (!label) return -1;
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
    }
    await page.screenshot({ path: test.info().outputPath(`receiver-${lang}-360.png`) });
  });
}
