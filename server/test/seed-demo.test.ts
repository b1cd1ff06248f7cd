import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../app';
import { readConfig } from '../config';

const merchantsIn = async (env: Record<string, string>) => {
  const db = await prepareDatabase(readConfig({ DATA_DIR: 'memory://', WEB_PUSH: 'off', ...env }));
  try {
    return (await db.selectFrom('merchants').select('sub').orderBy('sub').execute()).map((m) => m.sub);
  } finally {
    await db.destroy();
  }
};

describe('the demo merchants', () => {
  it('fill an empty database in development', async () => {
    expect(await merchantsIn({})).toEqual(['demo', 'night', 'osh']);
  });
  it('stay out of a production database (its merchants are published), unless asked for', async () => {
    expect(await merchantsIn({ NODE_ENV: 'production' })).toEqual([]);
    expect(await merchantsIn({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toEqual([
      'demo',
      'night',
      'osh',
    ]);
    expect(await merchantsIn({ SEED_DEMO: 'false' })).toEqual([]);
  });
});
