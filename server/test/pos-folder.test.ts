import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/onboarding/config';
import { readConfig } from '../onboarding/read-folder';
import { ROOT } from '../paths';

/** A merchant connected to a POS must name, in the POS's ids, everything an order sends there. */
describe('a folder connected to a POS', () => {
  const osh = () => readConfig(join(ROOT, 'server', 'seed', 'osh')).config as any;

  it('is valid with every branch, dish and choice carrying its iikoId', () => {
    expect(validateConfig(osh())).toEqual([]);
  });

  it('refuses a dish, a choice or a branch without its iikoId, saying the order could not be sent', () => {
    const config = osh();
    const manti = config.menu.products.find((p: any) => p.key === 'manti');
    delete manti.iikoId;
    delete config.menu.products[0].modificationGroups[0].modifications[1].iikoId;
    delete config.branches.branches[1].iikoId;
    const messages = validateConfig(config).map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(messages).toContainEqual(
      expect.stringContaining(
        "menu.json /products/5/iikoId: 'Manti' has no iikoId: the order could not be sent to iiko",
      ),
    );
    expect(messages).toContainEqual(expect.stringMatching(/modifications\/1\/iikoId: .* has no iikoId/));
    expect(messages).toContainEqual(
      expect.stringMatching(/branches\.json \/branches\/1\/iikoId: branch .* has no iikoId/),
    );
  });

  it('asks for the POS credentials and the organization', () => {
    const config = osh();
    delete config.merchant.secrets.iikoApiLogin;
    delete config.merchant.pos.organizationId;
    const paths = validateConfig(config).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/secrets/iikoApiLogin', '/pos/organizationId']));
  });
});
