import { randomBytes } from 'node:crypto';
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const DEMO = 1;
const OSH = 2;

/** One file in a multipart/form-data body, as a browser's form sends it. */
function form(filename: string, type: string, bytes: Buffer, field = 'file') {
  const boundary = `----dx${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (kind: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
};

/** Made once for the file: the same bytes each time it is asked for (a file's input, not its check). */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** A real 20,000 × 20,000 black PNG: about a megabyte that unpacks to 1.2 GB of pixels. */
const pngBomb = once(async (side = 20_000): Promise<Buffer> => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(side * 3 + 1);
  for (let y = 0; y < side; y++)
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
});

/** A phone's photo: 1600 × 1200 of noise held sideways, with the camera and where it was taken in its metadata. */
const photo = once(() =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#c0602f',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Photo 15' }, IFD3: { GPSLatitudeRef: 'N' } })
    // held sideways: the camera says to turn it a quarter clockwise
    .withMetadata({ orientation: 6 })
    .toBuffer(),
);

describe.each(DATABASES)('the picture pipeline on %s', (kind) => {
  let server: TestServer;
  let manager: string;
  let oshManager: string;
  let operator: string;
  let kitchen: string;
  const upload = (file: ReturnType<typeof form>, token: string | undefined, merchant = DEMO) =>
    server.call({
      method: 'POST',
      url: '/api/manage/v1/pictures',
      headers: { ...headers(merchant, token), 'content-type': file.type },
      payload: file.payload,
    });
  const cdn = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db
      .insertInto('staff')
      .values([
        { merchant_id: DEMO, phone: '998900004601', name: 'Malika', role: 'MANAGER' },
        { merchant_id: OSH, phone: '998900004602', name: 'Jasur', role: 'MANAGER' },
      ])
      .execute();
    const desk = (merchant: number, phone: string, ip: string) =>
      login(server, merchant, phone, ip, '/api/ops/v1').then((s) => s.token);
    manager = await desk(DEMO, '998900004601', '10.46.1.1');
    oshManager = await desk(OSH, '998900004602', '10.46.1.2');
    operator = await desk(DEMO, '998900000001', '10.46.1.3');
    kitchen = await desk(DEMO, '998900000002', '10.46.1.4');
  });
  afterAll(() => server.close());

  it('a JPEG in: stored upright without its metadata; WebP and AVIF out at two widths; a blurred placeholder', async () => {
    const jpeg = await photo();
    const taken = await sharp(jpeg).metadata();
    expect([taken.orientation, taken.exif === undefined]).toEqual([6, false]);
    const answer = await upload(form('plov.jpg', 'image/jpeg', jpeg), manager);
    expect(answer.status).toBe(201);
    const { name: given, file: name, width, height, placeholder } = answer.body;
    expect(given).toMatch(/^m1-[a-z0-9]+\.jpg$/);
    // on the CDN after the merchant's sub, as the folder's own pictures are
    expect(name).toBe(`demo-${given}`);
    expect([width, height]).toEqual([1200, 1600]);
    const tiny = await sharp(
      Buffer.from(placeholder.replace(/^data:image\/webp;base64,/, ''), 'base64'),
    ).metadata();
    // 16 px on its longer side (the photo is upright now: 12 × 16)
    expect([tiny.format, tiny.width, tiny.height]).toEqual(['webp', 12, 16]);

    const original = await cdn(`/cdn/${name}`);
    expect(original.statusCode).toBe(200);
    const kept = await sharp(original.rawPayload).metadata();
    expect([kept.format, kept.width, kept.height, kept.exif, kept.orientation]).toEqual([
      'jpeg',
      1200,
      1600,
      undefined,
      undefined,
    ]);

    for (const [w, h] of [
      [360, 360],
      [720, 420],
    ]) {
      const webp = await cdn(`/cdn/resize/cover/${w}/${h}/80/${name}`);
      expect(webp.headers['content-type']).toBe('image/webp');
      const avif = await cdn(`/cdn/resize/cover/${w}/${h}/60/${name}?format=avif`);
      expect([avif.statusCode, avif.headers['content-type']]).toEqual([200, 'image/avif']);
      expect(avif.headers['cache-control']).toContain('immutable');
      const [a, b] = await Promise.all([
        sharp(webp.rawPayload).metadata(),
        sharp(avif.rawPayload).metadata(),
      ]);
      expect([a.format, a.width, a.height]).toEqual(['webp', w, h]);
      expect([b.format, b.compression, b.width, b.height]).toEqual(['heif', 'av1', w, h]);
    }
    const blurred = await cdn(`/cdn/placeholder/${name}`);
    expect([blurred.statusCode, blurred.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(blurred.rawPayload).metadata()).height).toBe(16);
    expect((await cdn(`/cdn/resize/cover/360/360/80/${name}?format=gif`)).statusCode).toBe(400);
    expect((await cdn('/cdn/placeholder/m1-nothing.jpg')).statusCode).toBe(404);
  });

  it('PNG and WebP are kept in their own format; a HEIF photo sharp can read (AVIF-coded) becomes a JPEG', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload(form('a.png', 'image/png', png), manager)).body.name).toMatch(/\.png$/);
    expect((await upload(form('a.webp', 'image/webp', webp), manager)).body.name).toMatch(/\.webp$/);
    const heif = await sharp(png).heif({ compression: 'av1' }).toBuffer();
    expect((await upload(form('a.heic', 'image/heif', heif), manager)).body.name).toMatch(/\.jpg$/);
  });

  it('refuses a 20 MB file (413), a text file named .jpg or an SVG (415) and a 20,000 × 20,000 PNG (422), in three languages', async () => {
    const big = await upload(form('huge.jpg', 'image/jpeg', randomBytes(20 * 1024 * 1024)), manager);
    expect([big.status, big.body.code]).toEqual([413, 'PICTURE_TOO_BIG']);
    expect(big.body.description).toEqual({
      uz: expect.stringContaining('15 MB'),
      ru: expect.stringContaining('15 МБ'),
      eng: expect.stringContaining('15 MB'),
    });
    const text = await upload(
      form('menu.jpg', 'image/jpeg', Buffer.from('Plov 45000\nManti 36000\n')),
      manager,
    );
    expect([text.status, text.body.code]).toEqual([415, 'NOT_A_PICTURE']);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(form('x.svg', 'image/svg+xml', svg), manager)).body.code).toBe('NOT_A_PICTURE');
    const bomb = await upload(form('bomb.png', 'image/png', await pngBomb()), manager);
    expect([bomb.status, bomb.body.code]).toEqual([422, 'PICTURE_TOO_MANY_PIXELS']);
    expect(bomb.body.description.ru).toContain('мегапикселей');
    // not a form at all, or the picture in another field
    const json = await server.call({
      method: 'POST',
      url: '/api/manage/v1/pictures',
      headers: headers(DEMO, manager),
      payload: { file: 'plov.jpg' },
    });
    expect(json.status).toBe(415);
    expect((await upload(form('a.jpg', 'image/jpeg', await photo(), 'picture'), manager)).body.code).toBe(
      'PICTURE_REQUIRED',
    );
  }, 60_000);

  it("a manager only: operator and kitchen 403, no token or another merchant's 401", async () => {
    const jpeg = await photo();
    expect((await upload(form('a.jpg', 'image/jpeg', jpeg), operator)).status).toBe(403);
    expect((await upload(form('a.jpg', 'image/jpeg', jpeg), kitchen)).status).toBe(403);
    expect((await upload(form('a.jpg', 'image/jpeg', jpeg), undefined)).status).toBe(401);
    expect((await upload(form('a.jpg', 'image/jpeg', jpeg), oshManager, DEMO)).status).toBe(401);
    const own = await upload(form('a.jpg', 'image/jpeg', jpeg), oshManager, OSH);
    expect([own.status, own.body.name]).toEqual([201, expect.stringMatching(/^m2-/)]);
  });
});
