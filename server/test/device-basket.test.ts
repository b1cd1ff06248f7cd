import { describe, expect, it } from 'vitest';
import { deviceBasket } from '../page-scripts';

/** Runs the head's script against a device's storage: whether it marks the page. */
function marks(stored: Record<string, string>, failing = false): boolean {
  const attributes = new Set<string>();
  const localStorage = {
    getItem: (key: string) => {
      if (failing) throw new Error('storage refused');
      return stored[key] ?? null;
    },
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function('localStorage', 'document', deviceBasket('osh'))(localStorage, document);
  return attributes.has('data-basket');
}

describe("the page's head says whether the device keeps a basket for this merchant", () => {
  it('marks the page when the merchant has lines on the device', () => {
    expect(marks({ 'dx:osh:basket': JSON.stringify([{ key: '6:', productId: 6, quantity: 1 }]) })).toBe(true);
  });

  it("leaves it when the basket is empty, absent, another merchant's or unreadable", () => {
    expect(marks({ 'dx:osh:basket': '[]' })).toBe(false);
    expect(marks({})).toBe(false);
    expect(marks({ 'dx:demo:basket': JSON.stringify([{ key: '6:', productId: 6, quantity: 1 }]) })).toBe(
      false,
    );
    expect(marks({ 'dx:osh:basket': '{not json' })).toBe(false);
    expect(marks({}, true)).toBe(false);
  });
});
