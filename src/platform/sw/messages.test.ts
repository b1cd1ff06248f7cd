import { describe, expect, it } from 'vitest';
import { parsePush } from './messages';

describe('a push of an order step', () => {
  it('reads the title, the words and the page', () => {
    expect(parsePush(JSON.stringify({ title: 'Osh', text: 'Accepted', url: '/profile/orders/7' }))).toEqual({
      title: 'Osh',
      text: 'Accepted',
      url: '/profile/orders/7',
    });
  });
  it('opens only a page of this storefront', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 5])
      expect(parsePush(JSON.stringify({ title: 'Osh', text: 'Accepted', url }))?.url).toBe('/');
  });
  it('shows nothing for a push that is not ours', () => {
    expect(parsePush('not json')).toBeNull();
    expect(parsePush(JSON.stringify({ hello: 'world' }))).toBeNull();
  });
});
