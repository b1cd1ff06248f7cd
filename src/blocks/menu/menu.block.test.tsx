import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../stories/support/fixtures';
import { tenantStorage } from '../../platform/storage';
import type { Stored } from '../../tenant/stored';
import { renderStorefront } from '../../test/render-storefront';
import MenuBlock from './menu.block';

const storage = () => tenantStorage<Stored>(`story-${FIXTURES.demo.merchant.sub}`, null);

describe('the quick "+" on menu cards', () => {
  it('puts a product that needs no choice straight into the basket', async () => {
    storage().set('basket', []);
    const user = userEvent.setup();
    await renderStorefront(<MenuBlock id="menu" props={{ showGroups: false }} />);
    await user.click(await screen.findByRole('button', { name: 'Add Baklava to the basket' }));
    // once in the basket, the card shows how many, with − and +
    const step = await screen.findByRole('group', { name: 'Quantity of Baklava' });
    expect(step).toHaveTextContent('1');
    await user.click(within(step).getByRole('button', { name: 'One more' }));
    await waitFor(() =>
      expect(storage().get('basket')).toEqual([expect.objectContaining({ productId: 39, quantity: 2 })]),
    );
    expect(step).toHaveTextContent('2');
    await user.click(within(step).getByRole('button', { name: 'One less' }));
    await user.click(within(step).getByRole('button', { name: 'One less' }));
    // none left: the "+" again
    expect(await screen.findByRole('button', { name: 'Add Baklava to the basket' })).toBeVisible();
    expect(storage().get('basket')).toEqual([]);
    // the card itself still opens the product
    expect(screen.getAllByRole('link', { name: /Baklava/ })[0]).toHaveAttribute('href', '/product/39');
  });

  it('is not offered where a choice is required or the category does not sell', async () => {
    await renderStorefront(<MenuBlock id="menu" props={{ showGroups: false }} />);
    await screen.findByRole('button', { name: 'Add Baklava to the basket' });
    // the menu renders the rest of its sections a moment after the first (waited for by their text:
    // a role query on each of those renders would cost a full accessibility pass of the menu)
    await screen.findAllByText(/Sumalak/);
    await screen.findAllByRole('link', { name: /Sumalak/ });
    // Tashkent plov asks for its portion; "Coming soon" shows Sumalak and Halim without a basket
    for (const name of ['Tashkent plov', 'Sumalak', 'Halim'])
      expect(screen.queryByRole('button', { name: `Add ${name} to the basket` })).toBeNull();
  });
});
