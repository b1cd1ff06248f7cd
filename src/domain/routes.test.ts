import { describe, expect, it } from 'vitest';
import { isRouteOn, navRoutes, privatePrefixes, ROUTES, routeOf } from './routes';
import { SETTING_FLAGS } from './setting-flags.gen';

const route = (path: string) => ROUTES.find((r) => r.path === path)!;
const allOn = Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, true]));

describe('route gates', () => {
  it('turns each route off with its feature', () => {
    expect(isRouteOn(route('/vacancy/:id'), { vacanciesActive: false })).toBe(false);
    expect(isRouteOn(route('/vacancy/:id'), { vacanciesActive: true })).toBe(true);
    expect(isRouteOn(route('/profile'), {})).toBe(true);
    for (const r of ROUTES.filter((r) => r.feature)) {
      expect(routeOf(r.path.replace(/:[a-z]+/gi, '1'), { ...allOn, [r.feature!]: false })?.path).not.toBe(
        r.path,
      );
      expect(routeOf(r.path.replace(/:[a-z]+/gi, '1'), allOn)?.path).toBe(r.path);
    }
  });
});

describe('a path and its route', () => {
  const on = { dineInActive: true, branchesActive: true };
  it('finds static and parameterised routes', () => {
    expect(routeOf('/', on)?.layoutPages).toEqual(['home']);
    expect(routeOf('/product/12', on)?.path).toBe('/product/:id');
    expect(routeOf('/branches/', on)?.path).toBe('/branches');
    expect(routeOf('/t/chilonzor/5?x=1', on)?.path).toBe('/t/:branch/:table');
    expect(routeOf('/profile/orders/7/map', on)?.page).toBe('order-map');
  });
  it('knows no unknown path, and none whose feature is off', () => {
    expect(routeOf('/no-such-page', on)).toBeNull();
    expect(routeOf('/product/1/extra', on)).toBeNull();
    expect(routeOf('/branches', {})).toBeNull();
  });
  it('names each path once', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('what the table says of a route', () => {
  it('puts no page behind login on the server or in front of robots', () => {
    for (const r of ROUTES.filter((r) => r.auth)) {
      expect(r.ssr).toBeUndefined();
      expect(r.indexable).toBeUndefined();
    }
    // a page search engines index comes rendered
    for (const r of ROUTES.filter((r) => r.indexable)) expect(r.ssr).toBe(true);
  });

  it("links the profile's menu and the footer to what the merchant turns on", () => {
    const titles = (nav: 'profile' | 'footer', settings: Record<string, boolean>) =>
      navRoutes(nav, settings).map((r) => r.title);
    expect(titles('footer', allOn)).toEqual(['branches', 'vacancy', 'about', 'offerta', 'privacy']);
    expect(titles('footer', { ...allOn, vacanciesActive: false, privacyActive: false })).toEqual([
      'branches',
      'about',
      'offerta',
    ]);
    expect(titles('profile', {})).toEqual(['orders', 'profileUser', 'addresses']);
    expect(titles('profile', allOn)).toContain('reservations');
  });

  it('keeps robots out of every page that is not indexable, and in front of those that are', () => {
    const prefixes = privatePrefixes();
    const blocked = (path: string) => prefixes.some((p) => path.startsWith(p));
    for (const r of ROUTES) expect(blocked(r.path.replace(/:[a-z]+/gi, '1'))).toBe(!r.indexable);
    expect(prefixes).toContain('/profile');
    expect(prefixes).toContain('/checkout');
    expect(prefixes).toContain('/t/');
  });
});
