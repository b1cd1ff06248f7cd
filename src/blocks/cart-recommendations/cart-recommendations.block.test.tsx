import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../stories/support/fixtures';
import { renderStorefront } from '../../test/render-storefront';
import CartRecommendationsBlock from './cart-recommendations.block';

describe('the basket’s recommendations', () => {
  it('ask for the pictures on screen with the basket at once and first, the rest when near', async () => {
    const recommended = FIXTURES.demo.menu.products.filter((p) => p.isCartRecommendation);
    expect(recommended.length).toBeGreaterThan(2);
    await renderStorefront(<CartRecommendationsBlock id="recommendations" props={{ limit: 8 }} />);
    const section = await screen.findByRole('region', { name: 'Goes well with your order' });
    const pictures = [...section.querySelectorAll('.product__media img')];
    expect(pictures).toHaveLength(Math.min(recommended.length, 8));
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual(
      pictures.map((_, i) => (i < 2 ? ['eager', 'high'] : ['lazy', 'auto'])),
    );
  });
});
