import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../stories/support/fixtures';
import { renderStorefront } from '../../test/render-storefront';
import { ROUTES } from '../../domain/routes';
import { LayoutRoutePage } from './layout-pages';

const route = (path: string) => {
  const found = ROUTES.find((r) => r.path === path);
  if (found?.page !== 'layout') throw new Error(`${path} is no layout page`);
  return found;
};
const demoLayout = FIXTURES.demo.layout as { pages: Record<string, unknown> };

describe('the category and search pages are pages of the layout document', () => {
  it('render the default layout where the merchant leaves them out', async () => {
    await renderStorefront(<LayoutRoutePage route={route('/search')} />, { path: '/search' });
    expect(await screen.findByRole('searchbox', { name: 'Search the menu' })).toBeInTheDocument();
  });

  it("render the merchant's own blocks, in its order", async () => {
    const layout = {
      ...demoLayout,
      pages: {
        ...demoLayout.pages,
        search: {
          blocks: [
            { id: 'find', type: 'search' },
            { id: 'footer', type: 'footer' },
          ],
        },
        category: { blocks: [{ id: 'footer', type: 'footer' }] },
      },
    };
    const { unmount } = await renderStorefront(<LayoutRoutePage route={route('/search')} />, {
      path: '/search',
      layout,
    });
    const search = await screen.findByRole('search');
    const footer = await screen.findByRole('contentinfo');
    expect(search.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    await renderStorefront(<LayoutRoutePage route={route('/category')} />, { path: '/category', layout });
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(within(document.body).queryByRole('search')).toBeNull();
  });
});
