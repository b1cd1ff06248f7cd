import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yandexGeocoder } from './geocoder';

/** A local stand-in for Yandex Geocoder's HTTP API 1.x (format=json), as documented. */
function geoObject(components: { kind: string; name: string }[]) {
  return {
    GeoObject: {
      metaDataProperty: {
        GeocoderMetaData: {
          kind: 'house',
          text: components.map((c) => c.name).join(', '),
          Address: {
            country_code: 'UZ',
            formatted: components.map((c) => c.name).join(', '),
            Components: components,
          },
        },
      },
      name: components.at(-1)?.name,
      Point: { pos: '69.2795 41.3115' },
    },
  };
}

describe('Yandex Geocoder adapter', () => {
  let server: Server;
  let base: string;
  const asked: URLSearchParams[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const params = new URL(req.url ?? '/', 'http://x').searchParams;
      asked.push(params);
      if (params.get('apikey') !== 'good-key') {
        res
          .writeHead(403, { 'content-type': 'application/json' })
          .end('{"statusCode":403,"error":"Forbidden"}');
        return;
      }
      const lon = Number((params.get('geocode') ?? '').split(',')[0]);
      const members =
        lon > 100
          ? []
          : lon > 69.3
            ? [
                geoObject([
                  { kind: 'country', name: 'Oʻzbekiston' },
                  { kind: 'locality', name: 'Toshkent' },
                ]),
              ]
            : [
                geoObject([
                  { kind: 'country', name: 'Узбекистан' },
                  { kind: 'locality', name: 'Ташкент' },
                  { kind: 'street', name: 'проспект Амира Темура' },
                  { kind: 'house', name: '15' },
                ]),
              ];
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          response: {
            GeoObjectCollection: {
              metaDataProperty: { GeocoderResponseMetaData: { found: String(members.length) } },
              featureMember: members,
            },
          },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1.x/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks with the key, "longitude,latitude" and the language, and reads street and house', async () => {
    const found = await yandexGeocoder('good-key', fetch, base)([41.3115, 69.2795], 'ru');
    expect(found).toEqual({ streetName: 'проспект Амира Темура', houseNumber: '15' });
    const params = asked.at(-1)!;
    expect(params.get('geocode')).toBe('69.2795,41.3115');
    expect(params.get('lang')).toBe('ru_RU');
    expect(params.get('format')).toBe('json');
    await yandexGeocoder('good-key', fetch, base)([41.3115, 69.2795], 'uz');
    expect(asked.at(-1)!.get('lang')).toBe('uz_UZ');
  });

  it('answers nothing without a street, without a result, with a refused key or no server', async () => {
    expect(await yandexGeocoder('good-key', fetch, base)([41.3, 69.35], 'en')).toBeNull();
    expect(await yandexGeocoder('good-key', fetch, base)([41.3, 120], 'en')).toBeNull();
    expect(await yandexGeocoder('bad-key', fetch, base)([41.3115, 69.2795], 'en')).toBeNull();
    expect(
      await yandexGeocoder('good-key', fetch, 'http://127.0.0.1:9/1.x/')([41.3115, 69.2795], 'en'),
    ).toBeNull();
  });
});
