import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from '../cdn/storage';
import { readConfig as serverConfig } from '../config';
import { importConfig } from '../onboarding/import';
import { readValidConfig } from '../onboarding/read-folder';
import type { MerchantConfig } from '../../src/onboarding/config';
import { DEMO_FOLDERS } from '../seed/seed';
import { startFakeS3 } from './fake-s3';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)('pictures in an S3-compatible bucket, on %s', (kind) => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let server: TestServer;
  const env = () => ({
    CDN_STORAGE: 's3',
    S3_ENDPOINT: s3.url,
    S3_BUCKET: 'pictures',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    // resized pictures are this process's own
    CDN_CACHE_DIR: `.cache/cdn-s3-${process.pid}-${kind}`,
  });
  beforeAll(async () => {
    s3 = await startFakeS3();
    server = await startTestServer(kind, env());
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('a merchant imported with CDN_STORAGE=s3 has its pictures in the bucket, served and resized from there', async () => {
    const config = readValidConfig(DEMO_FOLDERS[1] as string);
    const copy = { ...config, merchant: { ...config.merchant, sub: `s3-osh-${kind}` } } as MerchantConfig;
    const store = s3Store(serverConfig(env()).s3 as NonNullable<ReturnType<typeof serverConfig>['s3']>);
    await importConfig(server.db, copy, { pictures: store });
    const keys = [...s3.objects.keys()].filter((k) => k.startsWith('/pictures/'));
    expect(keys.length).toBe(Object.keys(config.images ?? {}).length);
    // signed as S3 expects, whatever the bucket's vendor
    expect(s3.requests.filter((r) => r.method === 'PUT').every((r) => r.authorized)).toBe(true);

    const name = (keys[0] as string).slice('/pictures/'.length);
    const original = await server.call({ method: 'GET', url: `/cdn/${name}` });
    expect(original.status).toBe(200);
    const resized = await server.app.inject({ method: 'GET', url: `/cdn/resize/cover/120/90/70/${name}` });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 120, height: 90 });
    expect((await server.call({ method: 'GET', url: '/cdn/no-such-picture.png' })).status).toBe(404);
    expect(
      (await server.call({ method: 'GET', url: '/cdn/resize/cover/120/90/70/no-such.png' })).status,
    ).toBe(404);
  });

  it('reads back what it wrote and knows what it does not have', async () => {
    const store = s3Store({
      endpoint: s3.url,
      bucket: 'other',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    await store.write('a.png', Buffer.from('picture'));
    expect((await store.read('a.png'))?.toString()).toBe('picture');
    expect(await store.read('b.png')).toBe(null);
  });
});

describe('CDN_STORAGE', () => {
  it('names what an S3 bucket still needs, and refuses what it does not know', () => {
    expect(() => serverConfig({ CDN_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'CDN_STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => serverConfig({ CDN_STORAGE: 'ftp' })).toThrow('CDN_STORAGE is disk or s3, not ftp');
    expect(serverConfig({}).s3).toBe(null);
  });
});
