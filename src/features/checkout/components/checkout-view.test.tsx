import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES, fixturePaymentMethods } from '../../../../stories/support/fixtures';
import { lineKey } from '../../../domain/basket';
import { localParts } from '../../../domain/schedule';
import { formatSum } from '../../../i18n/format';
import { renderStorefront } from '../../../test/render-storefront';
import { CheckoutView } from './checkout-view';

const demo = FIXTURES.demo;
const methods = fixturePaymentMethods(demo.merchant.id);
const sum = (n: number) => formatSum(n, 'en');
/** The summary's rows as the customer reads them: label → amount. */
const rows = () =>
  Object.fromEntries(
    [...within(screen.getByTestId('checkout-summary')).getAllByRole('term')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );

/** The checkout of a basket of Baklava (16,350 sum, 15 % off) for a signed-in demo customer. */
const renderCheckout = (
  pieces: number,
  { branches = demo.branches, cashback }: { branches?: typeof demo.branches; cashback?: number } = {},
) =>
  renderStorefront(
    <CheckoutView
      lines={[
        { key: lineKey(39, []), productId: 39, modifications: [], quantity: pieces, seenUnitPrice: 16350 },
      ]}
      products={demo.menu.products}
      branches={branches}
      user={{ id: 7, merchantId: demo.merchant.id, isActive: true, phone: '998901234567', cashback }}
      methods={methods}
      channel="WEB"
      onOrdered={vi.fn()}
    />,
  );

describe('checkout summary', () => {
  it('follows the promo code and the cashback the customer applies', async () => {
    const user = userEvent.setup();
    // 12 × Baklava (16,350, 15 % off): 196,200 − 29,430 = 166,770, over WELCOME's 150,000 minimum
    await renderCheckout(12, { cashback: 5000 });
    await user.click(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(rows()).toEqual({ Products: sum(196200), Discount: `−${sum(29430)}`, Total: sum(166770) });

    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'welcome');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Promo code WELCOME applied');
    await user.type(screen.getByRole('textbox', { name: /Spend cashback/ }), '9000');
    // cashback is capped at the balance
    expect(rows()).toEqual({
      Products: sum(196200),
      Discount: `−${sum(29430)}`,
      'Promo code': `−${sum(30000)}`,
      Cashback: `−${sum(5000)}`,
      Total: sum(131770),
    });
    expect(screen.getByRole('button', { name: `Place order · ${sum(131770)}` })).toBeEnabled();
  });
});

describe('checkout services', () => {
  it('lists for each service only the branches that offer it', async () => {
    const user = userEvent.setup();
    await renderCheckout(1);
    const names = () =>
      within(screen.getByRole('combobox', { name: 'Branch' }))
        .getAllByRole('option')
        .map((o) => o.textContent?.split(' — ')[0]);
    await user.click(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(names()).toEqual(['Chilonzor', 'Yunusobod', 'Mirzo Ulugbek']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Branch' }),
      // the branch's address in the page's language
      'Mirzo Ulugbek — Mirzo Ulugbek district, 45 Buyuk Ipak Yoli Street',
    );
    // Mirzo Ulugbek has no tables: at a table, the branch moves to one that has
    await user.click(screen.getByRole('radio', { name: 'At a table' }));
    expect(names()).toEqual(['Chilonzor', 'Yunusobod']);
    expect((screen.getByRole('combobox', { name: 'Branch' }) as HTMLSelectElement).value).toBe(
      String(demo.branches[0]?.id),
    );
  });
});

describe('checkout at a closed branch', () => {
  it('says when the branch opens and takes the order for later only', async () => {
    const user = userEvent.setup();
    const today = localParts(new Date()).day;
    const closed = demo.branches.map((b) => ({
      ...b,
      isOpen: false,
      opensAt: { day: today, time: '18:00' },
    }));
    await renderCheckout(1, { branches: closed });
    await user.click(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(await screen.findByText(/The branch is closed now; it opens at 18:00/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'At a time' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeDisabled();
  });
});

describe('a refused checkout', () => {
  it('shows no delivery price before a point is chosen, and takes the customer to what is missing', async () => {
    const user = userEvent.setup();
    await renderCheckout(1);
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('by the address');

    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByText('Choose where to deliver.')).toHaveAttribute('role', 'alert');
    // the first control of the address section takes the focus
    expect(screen.getByRole('link', { name: 'Choose an address' })).toHaveFocus();
  });
});
