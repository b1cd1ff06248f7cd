import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Telegram's web clients show the Mini App in a frame; nobody else may. */
export const FRAME_ANCESTORS = "'self' https://web.telegram.org https://*.web.telegram.org";

export interface PolicyInputs {
  nonce: string;
  /** the Yandex map loads when the merchant has a key and has not chosen Leaflet */
  yandexMap: boolean;
  /** street names for a tapped point come from Yandex Geocoder when the merchant has a key */
  yandexGeocoder?: boolean;
  metrika: boolean;
  amoCrm: boolean;
  /** where pictures come from when the build points VITE_CDN_URL at another host */
  cdnOrigin?: string | null;
}

/**
 * The storefront page's Content-Security-Policy: its own scripts and the inlined bootstrap by
 * nonce (no 'unsafe-inline' scripts), and the map, analytics and chat hosts only when the
 * merchant uses them. Inline styles stay allowed (theme variables, map and React style props).
 */
export function storefrontPolicy({
  nonce,
  yandexMap,
  yandexGeocoder = false,
  metrika,
  amoCrm,
  cdnOrigin,
}: PolicyInputs): string {
  const yandex = yandexMap
    ? ['https://api-maps.yandex.ru', 'https://*.yandex.ru', 'https://*.yandex.net']
    : [];
  const geocoder = yandexGeocoder ? ['https://geocode-maps.yandex.ru'] : [];
  const ym = metrika ? ['https://mc.yandex.ru'] : [];
  const amo = amoCrm ? ['https://gso.amocrm.ru', 'https://*.amocrm.ru'] : [];
  const tiles = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];
  const cdn = cdnOrigin ? [cdnOrigin] : [];
  const list = (...hosts: string[]) => [...new Set(hosts)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...yandex, ...ym, ...amo)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...amo)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...cdn, ...tiles, ...yandex, ...ym, ...amo)}`,
    `connect-src ${list("'self'", ...yandex, ...geocoder, ...ym, ...(metrika ? ['wss://mc.yandex.ru'] : []), ...amo)}`,
    `frame-src ${list(...yandex, ...ym, ...amo) || "'none'"}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${FRAME_ANCESTORS}`,
  ].join('; ');
}

/** Answers that are data, not pages: nothing runs in them and nothing frames them. */
const API_POLICY = `default-src 'none'; frame-ancestors 'none'`;

export const newNonce = () => randomBytes(16).toString('base64');

/** The origin of an absolute VITE_CDN_URL (the storefront's picture host), else null. */
export function cdnOriginOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//.test(url)) return null;
  return new URL(url).origin;
}

/**
 * Headers every answer carries: nosniff, a strict referrer policy, a policy for data answers
 * (the SPA sets its own with a nonce), and `no-store` on every API answer that does not say it
 * may be cached (those carry personal data or one customer's state) and on everything sent to a
 * request with a token.
 */
export function registerSecurityHeaders(app: FastifyInstance, production = false) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // production is served over HTTPS only (behind its TLS proxy): browsers never try plain HTTP
    if (production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', API_POLICY);
    const api = request.url.startsWith('/api/');
    if (request.headers.authorization || (api && !reply.hasHeader('Cache-Control')))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
