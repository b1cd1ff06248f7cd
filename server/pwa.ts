import type { FastifyInstance, FastifyRequest } from 'fastify';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import uzCommon from '../locales/uz/common.json' with { type: 'json' };
import type { Bootstrap } from '../src/api/bootstrap';
import { chooseLanguage, LANGUAGE_COOKIE, toLang } from '../src/domain/language';
import { localized, type Lang } from '../src/domain/localized';
import { normalizeColor, readableOn } from '../src/domain/theme';
import { appIcon, ICON_SIZES, type IconPurpose } from './app-icon';
import type { PictureStore } from './cdn/storage';
import { FRAME_ANCESTORS } from './http/security-headers';
import { escapeHtml } from './seo';
import { MENU_LINK_END, MENU_LINK_START } from '../src/domain/offline-page';

const OFFLINE: Record<Lang, typeof enCommon.offline> = {
  uz: uzCommon.offline,
  ru: ruCommon.offline,
  en: enCommon.offline,
};
const PAGE_BACKGROUND = { light: '#FFFFFF', dark: '#121212' };

const nameOf = (page: Bootstrap) => page.settings.brand || page.merchant.name;

/**
 * What makes a merchant's storefront an installable app (its own, per host): the web app
 * manifest in its name, colours and language, its icons drawn from its logo, the service worker's
 * own policy, and the page the service worker shows when there is no network.
 */
export function registerPwa(
  app: FastifyInstance,
  deps: { pageOf(request: FastifyRequest): Promise<{ bootstrap: Bootstrap } | null>; pictures: PictureStore },
) {
  const languageOf = (request: FastifyRequest, page: Bootstrap) =>
    toLang((request.query as { lang?: string }).lang) ??
    chooseLanguage({ stored: request.cookies[LANGUAGE_COOKIE] ?? null, settings: page.settings });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const page = (await deps.pageOf(request))?.bootstrap;
    if (!page)
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found: /manifest.webmanifest' });
    const lang = languageOf(request, page);
    const name = nameOf(page);
    const icons = ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: `/icons/${purpose}-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    );
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send({
        id: '/',
        name,
        short_name: Array.from(name).length > 12 ? `${Array.from(name).slice(0, 11).join('')}…` : name,
        description: localized(page.settings.title, lang) || name,
        lang,
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: normalizeColor(page.settings.mainColor),
        background_color: page.settings.isDark ? PAGE_BACKGROUND.dark : PAGE_BACKGROUND.light,
        icons,
      });
  });

  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const match = /^(any|maskable)-(\d+)\.png$/.exec(request.params.file);
    const size = Number(match?.[2]);
    const page =
      match && (ICON_SIZES as readonly number[]).includes(size)
        ? (await deps.pageOf(request))?.bootstrap
        : null;
    if (!page || !match)
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Not found: ${request.url}` });
    const png = await appIcon(deps.pictures, {
      logo: page.settings.logo ?? page.merchant.logo ?? null,
      name: nameOf(page),
      color: page.settings.mainColor,
      dark: page.settings.isDark === true,
      size,
      purpose: match[1] as IconPurpose,
    });
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png);
  });

  // the page the service worker keeps for when there is no network: the merchant's name and
  // colours, the customer's language, no script; a link tries the page again, and one opens the
  // menu kept on the device (the worker drops it when there is none: src/domain/offline-page.ts)
  app.get('/offline.html', async (request, reply) => {
    const page = (await deps.pageOf(request))?.bootstrap;
    if (!page) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found: /offline.html' });
    const lang = languageOf(request, page);
    const t = OFFLINE[lang];
    const primary = normalizeColor(page.settings.mainColor);
    const background = page.settings.isDark ? PAGE_BACKGROUND.dark : PAGE_BACKGROUND.light;
    const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${primary}"><title>${escapeHtml(t.title)} · ${escapeHtml(nameOf(page))}</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${background};color:${readableOn(background)}}
main{max-width:22rem;padding:2rem 1.5rem;text-align:center}
.brand{font-weight:700;font-size:1.25rem;margin:0 0 1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0 0 1.5rem;opacity:.78}
nav{display:flex;flex-direction:column;gap:.75rem;align-items:center}
a{display:inline-block;min-height:48px;line-height:48px;padding:0 1.5rem;border-radius:999px;border:2px solid ${primary};font-weight:600;text-decoration:none;color:inherit}
a.menu{background:${primary};color:${readableOn(primary)}}
</style></head><body><main><p class="brand">${escapeHtml(nameOf(page))}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><nav>${MENU_LINK_START}<a class="menu" href="/">${escapeHtml(t.menu)}</a>${MENU_LINK_END}<a href="">${escapeHtml(t.retry)}</a></nav></main></body></html>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${FRAME_ANCESTORS}`,
      )
      .send(html);
  });
}
