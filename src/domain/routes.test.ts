import { describe, expect, it } from 'vitest';
import { isRouteEnabled, routeOf } from './routes';

describe('route gates', () => {
  it('turns a route off with its feature', () => {
    expect(isRouteEnabled('/vacancy/:id', { vacanciesActive: false })).toBe(false);
    expect(isRouteEnabled('/vacancy/:id', { vacanciesActive: true })).toBe(true);
    expect(isRouteEnabled('/profile', {})).toBe(true);
  });
});

describe('a path and its route', () => {
  const on = { dineInActive: true, branchesActive: true };
  it('finds static and parameterised routes', () => {
    expect(routeOf('/', on)?.page).toBe('home');
    expect(routeOf('/product/12', on)?.path).toBe('/product/:id');
    expect(routeOf('/branches/', on)?.path).toBe('/branches');
    expect(routeOf('/t/chilonzor/5?x=1', on)?.path).toBe('/t/:branch/:table');
  });
  it('knows no unknown path, and none whose feature is off', () => {
    expect(routeOf('/no-such-page', on)).toBeNull();
    expect(routeOf('/product/1/extra', on)).toBeNull();
    expect(routeOf('/branches', {})).toBeNull();
  });
});
