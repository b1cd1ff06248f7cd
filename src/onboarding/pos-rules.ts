import type { AcceptedConfig } from './accepted';
import type { Problem } from './config-types';

type Named = {
  key?: string;
  name?: { eng?: string; ru?: string; uz?: string };
  iikoId?: string;
  posterId?: string;
};

const nameOf = (item: Named) => item.name?.eng || item.name?.ru || item.name?.uz || item.key || '';

/**
 * A merchant connected to a POS (merchant.json's pos) sends every order there, so everything an
 * order names must have its POS id: each branch (iiko: its terminal group, `iikoId`; Poster: its
 * spot, `joinPosterId`), each dish, and each priced choice with its group. The credentials it
 * needs are asked for too (iiko: iikoApiLogin, posWebhookToken and organizationId; Poster:
 * posterToken, posterAppSecret and account).
 */
export function posProblems(config: AcceptedConfig): Problem[] {
  const pos = config.merchant?.pos;
  if (!pos?.provider) return [];
  const iiko = pos.provider === 'iiko';
  const label = iiko ? 'iiko' : 'Poster';
  const idField = iiko ? 'iikoId' : 'posterId';
  const problems: Problem[] = [];
  const secrets: Record<string, string | undefined> = config.merchant?.secrets ?? {};
  const needed = iiko ? ['iikoApiLogin', 'posWebhookToken'] : ['posterToken', 'posterAppSecret'];
  for (const key of needed.filter((k) => !secrets[k]))
    problems.push({
      file: 'merchant.json',
      path: `/secrets/${key}`,
      message: `the merchant is connected to ${label} (pos.provider) but has no secrets.${key}`,
    });
  const place = iiko ? 'organizationId' : 'account';
  if (!pos[place])
    problems.push({
      file: 'merchant.json',
      path: `/pos/${place}`,
      message: `the merchant is connected to ${label} but merchant.json's pos has no ${place}`,
    });
  const branchField = iiko ? 'iikoId' : 'joinPosterId';
  (config.branches?.branches ?? []).forEach((b, i) => {
    if (b && !b[branchField])
      problems.push({
        file: 'branches.json',
        path: `/branches/${i}/${branchField}`,
        message: `branch '${nameOf(b)}' has no ${branchField}: its orders could not be sent to ${label}`,
      });
  });
  (config.menu?.products ?? []).forEach((p, i) => {
    if (!p) return;
    if (!p[idField])
      problems.push({
        file: 'menu.json',
        path: `/products/${i}/${idField}`,
        message: `'${nameOf(p)}' has no ${idField}: the order could not be sent to ${label}`,
      });
    (p.modificationGroups ?? []).forEach((g, j) => {
      if (!g) return;
      const choices = g.modifications ?? [];
      // iiko names a group modifier's group (productGroupId); Poster names only the choice
      if (iiko && !g.iikoId)
        problems.push({
          file: 'menu.json',
          path: `/products/${i}/modificationGroups/${j}/iikoId`,
          message: `'${nameOf(p)}' / '${nameOf(g)}' has no iikoId: the order could not be sent to iiko`,
        });
      choices.forEach((m, k) => {
        if (m && !m[idField])
          problems.push({
            file: 'menu.json',
            path: `/products/${i}/modificationGroups/${j}/modifications/${k}/${idField}`,
            message: `'${nameOf(p)}' / '${nameOf(m)}' has no ${idField}: the order could not be sent to ${label}`,
          });
      });
    });
  });
  return problems;
}
