import { describe, expect, it } from 'vitest';
import { parseDeepLink, telegramLink } from './deep-link';

describe('deep links', () => {
  it('reads products, categories, orders, promos and tables', () => {
    expect(parseDeepLink('product_42')).toEqual({ kind: 'product', id: 42 });
    expect(parseDeepLink('category_7')).toEqual({ kind: 'category', id: 7 });
    expect(parseDeepLink('order_1003')).toEqual({ kind: 'order', id: 1003 });
    expect(parseDeepLink('promo_welcome')).toEqual({ kind: 'promo', code: 'WELCOME' });
    expect(parseDeepLink('table_mirzo-ulugbek_12')).toEqual({
      kind: 'table',
      branch: 'mirzo-ulugbek',
      table: 12,
    });
    expect(parseDeepLink('table_3_5')).toEqual({ kind: 'table', branch: '3', table: 5 });
  });
  it('calls anything else unknown, never throws', () => {
    for (const bad of [
      '',
      'product_',
      'product_abc',
      'product_0',
      'table_x',
      'table_x_0',
      'promo_a b',
      'x_1',
      'hello',
    ])
      expect(parseDeepLink(bad)).toEqual({ kind: 'unknown' });
  });
  it("builds the Mini App link from the merchant's bot link", () => {
    expect(telegramLink('https://t.me/demo_bot/app', 'table_chilonzor_5')).toBe(
      'https://t.me/demo_bot/app?startapp=table_chilonzor_5',
    );
    expect(telegramLink('@demo_bot', 'product_1')).toBe('https://t.me/demo_bot?startapp=product_1');
  });
});
