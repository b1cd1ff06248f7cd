import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../../stories/support/fixtures';
import { FixtureStorefront } from '../../stories/support/storefront';
import { createI18n } from '../i18n/i18n';
import { WarmProductPage } from './warm-product';

const seen = vi.hoisted(() => ({ drawn: [] as string[], effects: 0 }));

// the page's blocks stand in for themselves: what matters is where and how the page is drawn
vi.mock('../engine/layout-page', () => ({
  LayoutPage: function LayoutPage({ page }: { page: string }) {
    const [location] = useLocation();
    seen.drawn.push(`${page} at ${location}`);
    useEffect(() => {
      seen.effects++;
      document.title = 'a dish';
    });
    return <h1 id="product-name">a dish</h1>;
  },
}));

describe('a dish page drawn ahead', () => {
  it("is the menu's first dish, drawn out of the document with none of its effects", async () => {
    const fixture = FIXTURES.demo;
    document.title = 'Menu';
    const { container } = render(
      <FixtureStorefront options={{ fixture, i18n: await createI18n('en'), path: '/' }}>
        <p>the menu</p>
        <WarmProductPage />
      </FixtureStorefront>,
    );
    const first = fixture.menu.products[0]?.id;
    await waitFor(() => expect(seen.drawn).toContain(`product at /product/${first}`));
    // unseen and without effects: the page's title stays, no element of the dish is in the page
    expect(seen.effects).toBe(0);
    expect(document.title).toBe('Menu');
    expect(document.getElementById('product-name')).toBeNull();
    expect(container.textContent).toBe('the menu');
  });
});
