import { describe, expect, it } from 'vitest';
import { offlinePage } from './offline-page';

describe('the offline page the worker shows', () => {
  const html =
    '<main><h1>Offline</h1><!--menu--><a href="/">Open the saved menu</a><!--/menu--><a href="">Try again</a></main>';
  it('links to the menu when the menu is cached', () => {
    expect(offlinePage(html, true)).toBe(
      '<main><h1>Offline</h1><a href="/">Open the saved menu</a><a href="">Try again</a></main>',
    );
  });
  it('has no link to a menu that is not cached', () => {
    expect(offlinePage(html, false)).toBe('<main><h1>Offline</h1><a href="">Try again</a></main>');
  });
  it('leaves a page without the marks as it is', () => {
    expect(offlinePage('<p>Offline</p>', false)).toBe('<p>Offline</p>');
    expect(offlinePage('<p>Offline</p><!--/menu--><!--menu-->', false)).toBe(
      '<p>Offline</p><!--/menu--><!--menu-->',
    );
  });
});
