import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/onboarding/config';
import { readConfig } from '../onboarding/read-folder';
import { ROOT } from '../paths';

/**
 * A folder connected to Poster names, in Poster's ids, everything an order sends there: the osh
 * demo's folder turned into a Poster cafe (here only, the seed stays on iiko).
 */
describe('a folder connected to Poster', () => {
  const posterCafe = () => {
    const config = readConfig(join(ROOT, 'server', 'seed', 'osh')).config as any;
    config.merchant.pos = { provider: 'poster', account: 'osh-cafe' };
    config.merchant.secrets.posterToken = '250001:osh-cafe-poster-token';
    config.merchant.secrets.posterAppSecret = 'osh-cafe-poster-app-secret';
    config.branches.branches.forEach((b: any, i: number) => (b.joinPosterId = String(i + 1)));
    config.menu.products.forEach((p: any, i: number) => {
      p.posterId = String(100 + i);
      (p.modificationGroups ?? []).forEach((g: any, j: number) =>
        (g.modifications ?? []).forEach((m: any, k: number) => (m.posterId = `${i}${j}${k}`)),
      );
    });
    return config;
  };

  it('is valid with every spot, dish and choice carrying its Poster id', () => {
    expect(validateConfig(posterCafe())).toEqual([]);
  });

  it('refuses a dish, a choice or a branch without its Poster id, saying the order could not be sent', () => {
    const config = posterCafe();
    const at = config.menu.products.findIndex((p: any) => p.key === 'manti');
    delete config.menu.products[at].posterId;
    const withChoices = config.menu.products.findIndex(
      (p: any) => p.modificationGroups?.[0]?.modifications?.[0],
    );
    delete config.menu.products[withChoices].modificationGroups[0].modifications[0].posterId;
    delete config.branches.branches[1].joinPosterId;
    const messages = validateConfig(config).map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(messages).toContainEqual(
      `menu.json /products/${at}/posterId: 'Manti' has no posterId: the order could not be sent to Poster`,
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `/products/${withChoices}/modificationGroups/0/modifications/0/posterId: .* has no posterId: the order could not be sent to Poster`,
        ),
      ),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/branches\.json \/branches\/1\/joinPosterId: branch .* has no joinPosterId/),
    );
  });

  it('asks for the token, the application secret and the account', () => {
    const config = posterCafe();
    delete config.merchant.secrets.posterToken;
    delete config.merchant.secrets.posterAppSecret;
    delete config.merchant.pos.account;
    const paths = validateConfig(config).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/secrets/posterToken', '/secrets/posterAppSecret', '/pos/account']),
    );
  });
});
