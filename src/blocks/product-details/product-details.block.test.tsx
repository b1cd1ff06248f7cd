import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FIXTURES } from '../../../stories/support/fixtures';
import { FixtureStorefront } from '../../../stories/support/storefront';
import { createI18n } from '../../i18n/i18n';
import { menuKeys } from '../../features/menu/menu.queries';
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

describe('product reviews', () => {
  it('shows what customers said of the dish, asked for once the dish is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    onTestFinished(() => frame.mockRestore());
    const fixture = {
      ...FIXTURES.demo,
      reviews: {
        [BAKLAVA]: [
          {
            id: 1,
            orderId: 9,
            grade: 5,
            comment: 'Crisp and not too sweet',
            authorName: 'Dilnoza',
            createdDate: '2026-11-20T12:00:00Z',
          },
        ],
      },
    };
    let queries: QueryClient | undefined;
    function Queries() {
      queries = useQueryClient();
      return null;
    }
    render(
      <FixtureStorefront options={{ fixture, i18n: await createI18n('en'), path: `/product/${BAKLAVA}` }}>
        <ProductDetailsBlock />
        <Queries />
      </FixtureStorefront>,
    );
    const sheet = await screen.findByRole('article', { name: 'Baklava' });
    // the dish is drawn; its reviews are not asked for until its frame is painted
    expect(queries?.getQueryState(menuKeys.reviews(fixture.merchant.id, BAKLAVA))).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    });
    expect(within(sheet).queryByRole('heading', { name: /Reviews/ })).toBeNull();
    act(() => frames.splice(0).forEach((run) => run(performance.now())));
    expect(await within(sheet).findByRole('heading', { name: 'Reviews (1)' })).toBeTruthy();
    expect(within(sheet).getByText('Crisp and not too sweet')).toBeTruthy();
    expect(within(sheet).getByLabelText('5 out of 5')).toBeTruthy();
  });
});
