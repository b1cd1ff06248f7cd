import { describe, expect, it } from 'vitest';
import { isRouteEnabled } from './gates';

describe('route gates', () => {
  it('turns a route off with its feature', () => {
    expect(isRouteEnabled('/vacancy/:id', { vacanciesActive: false })).toBe(false);
    expect(isRouteEnabled('/vacancy/:id', { vacanciesActive: true })).toBe(true);
    expect(isRouteEnabled('/profile', {})).toBe(true);
  });
});
