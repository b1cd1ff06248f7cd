/**
 * Tenant resolution (spec section 1): the sub-domain, else `?vendor=`, else the stored
 * merchant; development hosts (localhost, 127.0.0.1, *.localhost without a sub) default to `demo`.
 */
export const DEMO_SUB = 'demo';

/** Where the device keeps a merchant's values (its local storage keys; the server's page reads the basket's). */
export const storedKey = (sub: string, key: string) => `dx:${sub}:${key}`;
const SUB = /^[a-z0-9-]{1,63}$/;
const RESERVED = new Set(['www', 'app', 'api', 'cdn']);

export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '::1'
  );
}

export function subFromHost(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.toLowerCase().split('.');
  const dev = isDevelopmentHost(hostname);
  // osh.localhost → osh; osh.dasturxon.uz → osh; dasturxon.uz → none
  const minLabels = dev ? 2 : 3;
  const first = labels[0] ?? '';
  if (labels.length < minLabels || RESERVED.has(first) || !SUB.test(first)) return null;
  return first;
}

export interface TenantInput {
  hostname: string;
  search: string;
  stored: string | null;
}

export function resolveTenant({ hostname, search, stored }: TenantInput): {
  sub: string;
  development: boolean;
} {
  const development = isDevelopmentHost(hostname);
  const vendor = new URLSearchParams(search).get('vendor')?.toLowerCase() ?? null;
  const sub =
    subFromHost(hostname) ??
    (vendor && SUB.test(vendor) ? vendor : null) ??
    (stored && SUB.test(stored) ? stored : null) ??
    (development ? DEMO_SUB : null);
  return { sub: sub ?? DEMO_SUB, development };
}

/**
 * On a merchant's own domain (its `domain` setting, e.g. order.oshmarkaz.uz) the storefront is that
 * merchant's, whatever the host's first label says; the server inlined that merchant into the page.
 */
export function ownDomainTenant(
  hostname: string,
  inlined: { sub: string; domain: string | null | undefined } | null,
): { sub: string; development: boolean } | null {
  if (!inlined?.domain || inlined.domain.toLowerCase() !== hostname.toLowerCase()) return null;
  return { sub: inlined.sub, development: isDevelopmentHost(hostname) };
}
