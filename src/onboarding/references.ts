import { isClosedRing } from '../domain/geo';
import type { MerchantConfig, Problem } from './config-types';

/** A picture given by its address rather than by a file of the folder. */
export const isAddress = (value: string) => /^(https?:)?\/\//i.test(value) || value.startsWith('/');

interface Keyed {
  key: string;
}
interface Group {
  min: number;
  max: number;
  modifications: unknown[];
}
interface Product extends Keyed {
  category: string;
  image?: string;
  gallery?: string[];
  branches?: string[];
  cookingTime?: { min: number; max: number };
  modificationGroups?: Group[];
}
interface Branch extends Keyed {
  city: string;
  tables?: { id: number }[];
  zones?: { polygon: number[][]; minOrder?: number; freeFrom?: number }[];
}

const keys = (items: Keyed[] | undefined) => new Set((items ?? []).map((i) => i.key));

/**
 * The rules the schemas cannot say: every key one file names exists in the file it points to,
 * zones are closed rings, modifier limits can be met, and every picture is in images/.
 * Runs on whatever parts of the folder parsed; a part that failed its schema is skipped item by item.
 */
export function referenceProblems(config: Partial<MerchantConfig>): Problem[] {
  const problems: Problem[] = [];
  const say = (file: string, path: string, message: string) =>
    problems.push({ file: `${file}.json`, path, message });
  const branches: Branch[] = config.branches?.branches ?? [];
  const branchKeys = keys(branches);
  const cityKeys = keys(config.branches?.cities);
  const groupKeys = keys(config.menu?.groups);
  const products: Product[] = config.menu?.products ?? [];
  const categories: (Keyed & { group?: string; image?: string })[] = config.menu?.categories ?? [];
  const categoryKeys = keys(categories);
  const productKeys = keys(products);
  const images = config.images ?? {};
  const picture = (file: string, path: string, name: unknown) => {
    if (typeof name === 'string' && !Object.hasOwn(images, name))
      say(file, path, `no file images/${name} in the folder`);
  };

  for (const key of ['logo', 'favicon'] as const) {
    const value = (config.settings as Record<string, unknown> | undefined)?.[key];
    if (typeof value === 'string' && !isAddress(value)) picture('settings', `/${key}`, value);
  }
  branches.forEach((b, i) => {
    if (!cityKeys.has(b.city)) say('branches', `/branches/${i}/city`, `no city "${b.city}"`);
    const tableIds = new Set<number>();
    (b.tables ?? []).forEach((t, k) => {
      if (tableIds.has(t.id))
        say('branches', `/branches/${i}/tables/${k}/id`, `table ${t.id} is listed twice in this branch`);
      tableIds.add(t.id);
    });
    (b.zones ?? []).forEach((z, k) => {
      if (Array.isArray(z.polygon) && !isClosedRing(z.polygon))
        say(
          'branches',
          `/branches/${i}/zones/${k}/polygon`,
          'a zone must be a closed ring: the last point equals the first',
        );
      if (z.minOrder !== undefined && z.freeFrom !== undefined && z.freeFrom < z.minOrder)
        say(
          'branches',
          `/branches/${i}/zones/${k}/freeFrom`,
          `free delivery from ${z.freeFrom} is below the zone's minimum order ${z.minOrder}: make it at least ${z.minOrder}`,
        );
    });
  });
  ((config.branches?.couriers ?? []) as { branch: string }[]).forEach((c, i) => {
    if (!branchKeys.has(c.branch)) say('branches', `/couriers/${i}/branch`, `no branch "${c.branch}"`);
  });
  ((config.menu?.groups ?? []) as { icon?: string; image?: string }[]).forEach((g, i) => {
    picture('menu', `/groups/${i}/icon`, g.icon);
    picture('menu', `/groups/${i}/image`, g.image);
  });
  categories.forEach((c, i) => {
    if (c.group && !groupKeys.has(c.group)) say('menu', `/categories/${i}/group`, `no group "${c.group}"`);
    picture('menu', `/categories/${i}/image`, c.image);
  });
  const seen = new Set<string>();
  products.forEach((p, i) => {
    const at = `/products/${i}`;
    if (seen.has(p.key)) say('menu', `${at}/key`, `duplicate key "${p.key}"`);
    seen.add(p.key);
    if (!categoryKeys.has(p.category)) say('menu', `${at}/category`, `no category "${p.category}"`);
    (p.branches ?? []).forEach((b, k) => {
      if (!branchKeys.has(b)) say('menu', `${at}/branches/${k}`, `no branch "${b}"`);
    });
    picture('menu', `${at}/image`, p.image);
    (p.gallery ?? []).forEach((name, k) => picture('menu', `${at}/gallery/${k}`, name));
    if (p.cookingTime && p.cookingTime.min > p.cookingTime.max)
      say('menu', `${at}/cookingTime`, `min (${p.cookingTime.min}) is above max (${p.cookingTime.max})`);
    (p.modificationGroups ?? []).forEach((g, k) => {
      if (g.min > g.max)
        say('menu', `${at}/modificationGroups/${k}`, `min (${g.min}) is above max (${g.max})`);
      if (g.min > g.modifications.length)
        say('menu', `${at}/modificationGroups/${k}`, `min (${g.min}) is above the number of choices`);
    });
  });

  const content = config.content ?? {};
  ((content.stories ?? []) as { image: string; slides?: { image: string }[] }[]).forEach((s, i) => {
    picture('content', `/stories/${i}/image`, s.image);
    (s.slides ?? []).forEach((slide, k) =>
      picture('content', `/stories/${i}/slides/${k}/image`, slide.image),
    );
  });
  ((content.banners ?? []) as { image: string; link?: { type: string; key?: string } }[]).forEach((b, i) => {
    picture('content', `/banners/${i}/image`, b.image);
    const link = b.link;
    if (link?.type === 'PRODUCT' && !productKeys.has(link.key ?? ''))
      say('content', `/banners/${i}/link/key`, `no product "${link.key ?? ''}"`);
    if (link?.type === 'CATEGORY' && !categoryKeys.has(link.key ?? ''))
      say('content', `/banners/${i}/link/key`, `no category "${link.key ?? ''}"`);
  });
  ((content.vacancies ?? []) as { branch?: string }[]).forEach((v, i) => {
    if (v.branch && !branchKeys.has(v.branch))
      say('content', `/vacancies/${i}/branch`, `no branch "${v.branch}"`);
  });
  return problems;
}
