import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../stories/support/fixtures';
import { renderStorefront } from '../../../test/render-storefront';
import { SearchView } from './search-view';

const products = FIXTURES.demo.menu.products;
const best = [...products]
  .filter((p) => (p.grade ?? 0) > 0)
  .sort((a, b) => (b.grade ?? 0) - (a.grade ?? 0))
  .slice(0, 6)
  .map((p) => p.name.eng);

describe('search before a query and after a fruitless one', () => {
  it('offers the best-rated dishes', async () => {
    const user = userEvent.setup();
    await renderStorefront(<SearchView products={products} />);
    const popular = () => screen.getByRole('region', { name: 'Popular dishes' });
    expect(
      within(popular())
        .getAllByRole('link')
        .map((a) => a.querySelector('strong')?.textContent),
    ).toEqual(best);

    await user.type(screen.getByRole('searchbox'), 'plov');
    expect(await screen.findByText(/^Found: \d+/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Popular dishes' })).toBeNull();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'qwertyzx');
    expect(await screen.findByText('Nothing found for “qwertyzx”')).toBeVisible();
    expect(screen.getByText('Try another word, or one of the popular dishes below.')).toBeVisible();
    expect(within(popular()).getAllByRole('link')).toHaveLength(best.length);
  });
});
