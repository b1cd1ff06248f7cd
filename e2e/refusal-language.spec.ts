import { expect, test } from './fixtures';
import ruCheckout from '../locales/ru/checkout.json' with { type: 'json' };
import uzCheckout from '../locales/uz/checkout.json' with { type: 'json' };
import { loginViaApi, MERCHANT_IDS, tenantUrl, useBasket, useSession } from './helpers';

/** A refusal at checkout, on a phone, in the customer's language, naming the dish in it too. */
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

const WORDS = {
  uz: { checkout: uzCheckout, refusal: 'Bu mahsulot mavjud emas: Tovuq qanotlari' },
  ru: { checkout: ruCheckout, refusal: 'Этот товар недоступен: Куриные крылышки' },
} as const;

type Named = { id: number; costPrice: number; name: { uz: string; ru: string; eng: string } };

for (const lang of ['uz', 'ru'] as const) {
  test(`demo (${lang}): chicken wings for pick-up at a branch that has no grill are refused, named in ${lang}`, async ({
    page,
  }) => {
    const t = WORDS[lang];
    const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.demo) };
    const menu = await (await page.request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
    const wings = (menu.products as Named[]).find((p) => p.name.eng === 'Chicken wings') as Named;
    const branches = (await (await page.request.get('/api/users/v1/branches', { headers })).json()) as {
      id: number;
      name: { eng: string };
    }[];
    // the grill's dishes are cooked at Chilonzor and Yunusobod only
    const noGrill = branches.find((b) => b.name.eng === 'Mirzo Ulugbek');
    if (!noGrill) throw new Error('demo has its Mirzo Ulugbek branch');

    const session = await loginViaApi(page.request, 'demo');
    await useSession(page, 'demo', session);
    await useBasket(page, 'demo', wings, 1);
    await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl('demo') }]);
    await page.goto(tenantUrl('demo', '/checkout'));
    await page.getByRole('radio', { name: t.checkout.serviceType.PICK_UP }).check();
    await page.getByRole('combobox', { name: t.checkout.branch }).selectOption(String(noGrill.id));
    await page.getByRole('button', { name: new RegExp(t.checkout.place.replace('{{total}}', '')) }).click();

    const alert = page.getByRole('alert').filter({ hasText: t.refusal });
    await expect(alert).toHaveText(t.refusal);
    await expect(page.getByText(wings.name.eng)).toHaveCount(0);
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`refusal-${lang}-360.png`) });
  });
}
