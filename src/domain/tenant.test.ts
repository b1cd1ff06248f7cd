import { describe, expect, it } from 'vitest';
import { ownDomainTenant, resolveTenant, subFromHost } from './tenant';

describe('tenant resolution (spec section 1)', () => {
  it('takes the sub-domain first', () => {
    expect(resolveTenant({ hostname: 'osh.localhost', search: '?vendor=night', stored: 'demo' }).sub).toBe(
      'osh',
    );
    expect(resolveTenant({ hostname: 'night.dasturxon.uz', search: '', stored: null })).toEqual({
      sub: 'night',
      development: false,
    });
  });
  it('then ?vendor=, then the stored merchant', () => {
    expect(resolveTenant({ hostname: 'localhost', search: '?vendor=Night', stored: 'osh' }).sub).toBe(
      'night',
    );
    expect(resolveTenant({ hostname: 'localhost', search: '', stored: 'osh' }).sub).toBe('osh');
  });
  it('defaults development hosts to demo', () => {
    expect(resolveTenant({ hostname: 'localhost', search: '', stored: null })).toEqual({
      sub: 'demo',
      development: true,
    });
    expect(resolveTenant({ hostname: '127.0.0.1', search: '?vendor=../x', stored: null }).sub).toBe('demo');
  });
  it('ignores www and bare domains', () => {
    expect(subFromHost('www.dasturxon.uz')).toBeNull();
    expect(subFromHost('dasturxon.uz')).toBeNull();
  });
});

describe("a merchant's own domain", () => {
  it('is the inlined merchant where the host is its domain, and nothing elsewhere', () => {
    const night = { sub: 'night', domain: 'order.nightgrill.uz' };
    expect(ownDomainTenant('Order.NightGrill.uz', night)).toEqual({ sub: 'night', development: false });
    expect(ownDomainTenant('night.dasturxon.uz', night)).toBeNull();
    expect(ownDomainTenant('order.nightgrill.uz', { sub: 'night', domain: null })).toBeNull();
    expect(ownDomainTenant('order.nightgrill.uz', null)).toBeNull();
  });
});
