import type { FastifyInstance, FastifyRequest } from 'fastify';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import uzCommon from '../locales/uz/common.json' with { type: 'json' };
import type { Bootstrap } from '../src/api/bootstrap';
import { chooseLanguage, LANGUAGE_COOKIE } from '../src/domain/language';
import { normalizeColor } from '../src/domain/theme';
import { ICON_SIZES } from './app-icon';

const WORD = { uz: uzCommon.meta.courierApp, ru: ruCommon.meta.courierApp, en: enCommon.meta.courierApp };

/** The courier app is installable on its own: a manifest that opens /courier, in the merchant's colours and icons. */
export function registerCourierManifest(
  app: FastifyInstance,
  pageOf: (request: FastifyRequest) => Promise<{ bootstrap: Bootstrap } | null>,
) {
  app.get('/courier.webmanifest', async (request, reply) => {
    const page = (await pageOf(request))?.bootstrap;
    if (!page) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found: /courier.webmanifest' });
    const lang = chooseLanguage({
      stored: request.cookies[LANGUAGE_COOKIE] ?? null,
      settings: page.settings,
    });
    const brand = page.settings.brand || page.merchant.name;
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send({
        id: '/courier',
        name: `${brand} · ${WORD[lang]}`,
        short_name: WORD[lang],
        lang,
        start_url: '/courier',
        scope: '/courier',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: normalizeColor(page.settings.mainColor),
        background_color: page.settings.isDark ? '#121212' : '#FFFFFF',
        icons: ICON_SIZES.map((size) => ({
          src: `/icons/any-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
      });
  });
}
