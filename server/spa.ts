import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { resolveTenant } from '../src/domain/tenant';
import { themeCss } from '../src/domain/theme';
import { chooseLanguage, LANGUAGE_COOKIE } from '../src/domain/language';
import { cdnOriginOf, newNonce, storefrontPolicy } from './http/security-headers';
import type { Bootstrap } from '../src/api/bootstrap';
import { escapeHtml, metaTags, OG_CARD_PATH, robotsTxt, type PageMeta } from './seo';
import { ogCard } from './og-card';
import { deferScripts, deviceBasket, EARLY_INPUT, EARLY_MENU } from './page-scripts';
import { criticalCss } from './critical-css';
import { localized } from '../src/domain/localized';
import { routeOf } from '../src/domain/routes';

/** A storefront page's first screen from its own components: its HTML and the data it was rendered with. */
export type FirstScreen = (input: {
  url: string;
  development: boolean;
  nonce: string;
  bootstrap: Bootstrap;
  lang: ReturnType<typeof chooseLanguage>;
}) => Promise<{ html: string; head: string; data: unknown }>;

/** Never answered with index.html: the API, the CDN, built assets and anything that names a file. */
const RESERVED = /^\/(api|cdn|assets)(\/|$)|\.[a-z0-9]{1,5}$/i;

export interface TenantPage {
  bootstrap: Bootstrap;
  /** the first product picture of the menu, to preload */
  firstImage: string | null;
}

/** Which merchant a request is for: its host (a merchant's own domain) and the sub it resolves to. */
export function tenantKey(request: FastifyRequest): { host: string; sub: string } {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const { sub } = resolveTenant({ hostname: request.hostname, search, stored: null });
  return { host: request.hostname.toLowerCase(), sub };
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Serves the built SPA: hashed assets with long cache headers, and index.html for every
 * client route with the tenant's merchant, settings, layout and theme inlined, so the first
 * paint waits on no call, and the menu overview already on its way. /api and /cdn never fall
 * back to the SPA.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  /** the merchant whose own domain this host is, else the merchant of the sub-domain or ?vendor */
  pageFor: (tenant: { host: string; sub: string }) => Promise<TenantPage | null>,
  /** what a path of the merchant is (status, title, description, picture) and its public pages */
  seo: {
    meta(
      page: Bootstrap,
      path: string,
      lang: ReturnType<typeof chooseLanguage>,
      origin: string,
    ): Promise<PageMeta>;
    sitemap(page: Bootstrap, origin: string): Promise<string>;
  },
  /** the storefront's first screen rendered by its own components (dist-ssr), when built */
  firstScreen: FirstScreen | null = null,
): Promise<void> {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run npm run build`);
  // This server's build, held for its life: a build published in the same folder later is the
  // next server's (server/build/), so the shell, its styles and its assets always belong together.
  const shell = readFileSync(indexPath, 'utf8');

  // the part of the storefront's stylesheet a server-rendered first screen uses, inlined into it
  // (server/critical-css.ts): with its data, the page fits the connection's first round trip
  const critical = new Map<string, ((html: string) => Promise<string>) | null>();
  const criticalOf = (href: string) => {
    if (!critical.has(href)) {
      const file = join(root, href);
      critical.set(href, existsSync(file) ? criticalCss(readFileSync(file, 'utf8')) : null);
    }
    return critical.get(href) ?? null;
  };
  const inlineStyles = async (html: string) => {
    let page = html;
    for (const [tag, href = ''] of html.matchAll(
      /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    )) {
      const used = criticalOf(href);
      if (!used) continue;
      const css = (await used(html)).replaceAll('</style', '<\\/style');
      // the whole sheet follows with the scripts (server/page-scripts.ts), or at once without them
      page = page.replace(tag, () => `<style data-href="${href}">${css}</style><noscript>${tag}</noscript>`);
    }
    return page;
  };

  await app.register(fastifyCookie);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // Only files are static; every other path is a client route (the not-found handler below).
    allowedPath: (pathName) => /\.[a-z0-9]{1,5}$/i.test(pathName),
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes(`${root}/assets/`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // the service worker's own policy: it fetches what the storefront fetches, from its origin
      if (path === join(root, 'sw.js')) reply.header('Content-Security-Policy', "default-src 'self'");
    },
  });

  const tenantOf = (request: FastifyRequest) => pageFor(tenantKey(request));
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const page = await tenantOf(request);
    if (!page) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found: /sitemap.xml' });
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await seo.sitemap(page.bootstrap, originOf(request)));
  });

  // the sharing card of a merchant with neither a logo nor a banner
  app.get(OG_CARD_PATH, async (request, reply) => {
    const page = await tenantOf(request);
    if (!page) return reply.code(404).send({ code: 'NOT_FOUND', message: `Not found: ${OG_CARD_PATH}` });
    const { settings, merchant } = page.bootstrap;
    const lang = chooseLanguage({ stored: null, settings });
    const png = await ogCard({
      name: settings.brand || merchant.name,
      tagline:
        localized(settings.title, lang) === (settings.brand || merchant.name)
          ? ''
          : localized(settings.title, lang) || '',
      color: settings.mainColor,
      dark: settings.isDark === true,
    });
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png);
  });

  async function render(request: FastifyRequest): Promise<{ html: string; policy: string; status: number }> {
    const page = await tenantOf(request);
    const nonce = newNonce();
    const cdnOrigin = cdnOriginOf(process.env.VITE_CDN_URL);
    if (!page)
      return {
        html: shell,
        policy: storefrontPolicy({ nonce, yandexMap: false, metrika: false, amoCrm: false, cdnOrigin }),
        status: 404,
      };
    const data = page.bootstrap;
    const settings = data.settings;
    const policy = storefrontPolicy({
      nonce,
      cdnOrigin,
      yandexMap: data.merchant.mapType !== 'LEAFLET' && !!settings.yandexMapKey,
      yandexGeocoder: !!settings.yandexMapKey,
      metrika: !!settings.yandexMetricsEnabled && !!settings.yandexMetricsId,
      amoCrm: !!settings.chatActive && !!settings.amoCRMActive && !!settings.amoCRMId,
    });
    const lang = chooseLanguage({
      stored: request.cookies[LANGUAGE_COOKIE] ?? null,
      settings: data.settings,
    });
    const meta = await seo.meta(data, request.url, lang, originOf(request));
    const title = escapeHtml(meta.title);
    const icon = data.settings.favicon ?? data.settings.logo ?? data.merchant.logo;
    // the first screen of a public page comes rendered: content before any script, hydrated after
    // the public pages come rendered (the route table's `ssr`); pages behind login stay the client's
    const route = meta.status === 200 ? routeOf(request.url, data.settings) : null;
    const screen =
      firstScreen && route?.ssr
        ? await firstScreen({
            url: request.url,
            bootstrap: data,
            lang,
            nonce,
            development: resolveTenant({ hostname: request.hostname, search: '', stored: null }).development,
          }).catch((error: unknown) => {
            request.log.error(error, 'first screen');
            return null;
          })
        : null;
    const fetchMenu = `function(){if(!(window.Telegram&&Telegram.WebApp&&Telegram.WebApp.initData)&&location.hash.indexOf('tgWebAppData')<0){window.__dxMenuLang='${lang}';window.__dxMenu=fetch('/api/products/v1/overalls?type=WEB&lang=${lang}',{headers:{'X-Merchant-Id':'${data.merchant.id}','Accept':'application/json'}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}}`;
    const head = [
      `<style id="theme">${themeCss(data.settings)}</style>`,
      metaTags(meta),
      `<link rel="icon" href="${icon ? `/cdn/${encodeURIComponent(icon)}` : 'data:,'}">`,
      `<meta name="theme-color" content="${escapeHtml(data.settings.mainColor)}">`,
      // installable: the merchant's own manifest and home-screen icon (server/pwa.ts)
      '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/any-192.png">',
      // the first dish card's picture, on the pages that open on the menu (a dish's own page, the
      // basket or the profile would only wait behind it)
      page.firstImage && (route?.path === '/' || route?.path === '/category')
        ? `<link rel="preload" as="image" href="${escapeHtml(page.firstImage)}" fetchpriority="high">`
        : '',
      `<script id="bootstrap" type="application/json">${scriptJson(data)}</script>`,
      screen
        ? // its data, so the client hydrates exactly what was sent; inside Telegram the client renders
          // its own first screen (its theme, its menu) and the web one stays hidden
          screen.head +
          `<script id="ssr" type="application/json">${scriptJson(screen.data)}</script>` +
          `<script nonce="${nonce}">if(location.hash.indexOf('tgWebAppData')>=0)document.documentElement.setAttribute('data-tg','')</script>` +
          // a tap or a choice before the page is hydrated waits for it (src/platform/early-input.ts replays it)
          `<script nonce="${nonce}">${EARLY_INPUT}</script>` +
          // whether the device keeps a basket here, before the first paint (the server cannot know)
          `<script nonce="${nonce}">${deviceBasket(data.merchant.sub)}</script>` +
          '<style>[data-tg] #root[data-ssr]{visibility:hidden}</style>'
        : '',
      // the menu, asked for before the scripts arrive: at once for a page the client draws, with the
      // scripts for a server-rendered one (its first screen needs no menu; the page's own bytes
      // and pictures keep the line until it is painted). Inside Telegram the storefront asks for the
      // TG menu itself, so the early web fetch is skipped.
      `<script nonce="${nonce}">${screen ? `window.${EARLY_MENU}=${fetchMenu}` : `(${fetchMenu})()`}</script>`,
    ];
    const assembled = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(
        '<div id="root"></div>',
        screen ? `<div id="root" data-ssr>${screen.html}</div>` : '<div id="root"></div>',
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('<!--bootstrap-->', head.join(''));
    const html = screen ? deferScripts(await inlineStyles(assembled), nonce) : assembled;
    return { html, policy, status: meta.status };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (RESERVED.test(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Not found: ${path}` });
    }
    const { html, policy, status } = await render(request);
    // a path the storefront has no page for is a real 404 (the page itself still says so, in its language)
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('Content-Security-Policy', policy);
    // the first screen travels compressed (brotli at a quick level, else gzip): one round trip
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted))
      return reply
        .header('Content-Encoding', 'br')
        .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  });
}
