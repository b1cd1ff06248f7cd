import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../stories/support/fixtures';
import { BasketView } from '../../features/basket/components/basket-view';
import { formatSum } from '../../i18n/format';
import { renderStorefront } from '../../test/render-storefront';
import ProductDetailsBlock from './product-details.block';

// demo's Baklava: 16,350 sum with 15 % off, a price whose per-unit rounding differs from the line's
const BAKLAVA = 39;

describe('product sheet and basket', () => {
  it('price a line of an odd-priced, discounted product the same', async () => {
    const user = userEvent.setup();
    const products = FIXTURES.demo.menu.products;
    expect(products.find((p) => p.id === BAKLAVA)).toMatchObject({ costPrice: 16350, discount: 15 });
    await renderStorefront(
      <>
        <ProductDetailsBlock />
        <BasketView products={products} />
      </>,
      { path: `/product/${BAKLAVA}`, settings: { cartPageActive: true } },
    );
    const sheet = await screen.findByRole('article', { name: 'Baklava' });
    await user.click(within(sheet).getByRole('button', { name: 'One more' }));
    // 2 × 16,350 × 0.85 = 27,795 (rounding each piece would say 27,796)
    const twoPieces = formatSum(27795, 'en');
    expect(within(sheet).getByTestId('live-price').textContent).toBe(twoPieces);
    await user.click(within(sheet).getByRole('button', { name: /^Add to basket/ }));
    const basket = await screen.findByRole('region', { name: 'Basket · 2' });
    expect(within(basket).getByText('Total').nextElementSibling?.textContent).toBe(twoPieces);
  });
});
