import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../stories/support/fixtures';
import { lineKey, type BasketLine } from '../../../domain/basket';
import { formatSum } from '../../../i18n/format';
import { tenantStorage } from '../../../platform/storage';
import type { Stored } from '../../../tenant/stored';
import { renderStorefront } from '../../../test/render-storefront';
import { BasketView } from './basket-view';

const products = FIXTURES.demo.menu.products;
const line = (productId: number, seenUnitPrice: number, quantity = 1): BasketLine => ({
  key: lineKey(productId, []),
  productId,
  modifications: [],
  quantity,
  seenUnitPrice,
});
// the fixture storefront keeps its storage under this name, in memory
const storage = tenantStorage<Stored>('story-demo', null);

describe('basket revalidation on screen', () => {
  beforeEach(() => storage.remove('basket'));

  it('flags a repriced and a withdrawn dish, and lets the order go once the withdrawn one is removed', async () => {
    const user = userEvent.setup();
    const baklava = products.find((p) => p.id === 39);
    expect(baklava?.costPrice).toBe(16350);
    storage.set('basket', [line(39, 15000), line(987654, 20000, 2)]);
    await renderStorefront(<BasketView products={products} />);

    const [repriced, withdrawn] = await screen.findAllByTestId('basket-line');
    expect(within(repriced as HTMLElement).getByText(/^The price changed/).textContent).toBe(
      `The price changed from ${formatSum(15000, 'en')} to ${formatSum(16350, 'en')}`,
    );
    expect(
      within(withdrawn as HTMLElement).getByText('No longer available — remove it to order'),
    ).toHaveAttribute('role', 'status');
    expect(within(withdrawn as HTMLElement).getByRole('button', { name: 'One more' })).toBeDisabled();
    const checkout = screen.getByRole('link', { name: 'Place order' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    // the totals count only what can still be ordered: one Baklava at today's price, 15 % off
    // (the line's discount, 2,452.5, rounds to 2,453)
    expect(screen.getByTestId('basket-total').textContent).toBe(formatSum(13897, 'en'));

    await user.click(within(withdrawn as HTMLElement).getByRole('button', { name: 'Remove' }));
    expect(await screen.findAllByTestId('basket-line')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Place order' })).toHaveAttribute('aria-disabled', 'false');
  });
});
