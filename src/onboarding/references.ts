import { isClosedRing } from '../domain/geo';
import { isCalendarDate } from '../domain/schedule';
import type { AcceptedConfig } from './accepted';
import type { Problem } from './config-types';

/** A picture given by its address rather than by a file of the folder. */
export const isAddress = (value: string) => /^(https?:)?\/\//i.test(value) || value.startsWith('/');

/** The keys a list's entries have; null when the file is not there (a key into it is not judged). */
const keysOf = (items: readonly ({ key?: string } | null)[] | undefined) =>
  items ? new Set(items.map((i) => i?.key)) : null;
const unknown = (keys: Set<string | undefined> | null, key: string | undefined) =>
  keys !== null && key !== undefined && !keys.has(key);

/** A polygon none of whose points the schema refused. */
const isWhole = (polygon: readonly ((number | null)[] | null)[] | undefined): polygon is number[][] =>
  !!polygon && polygon.every((point) => point !== null && point.every((n) => n !== null));

/**
 * The rules the schemas cannot say: every key one file names exists in the file it points to,
 * zones are closed rings, modifier limits can be met, and every picture is in images/.
 * Reads what the schemas accepted (a refused entry is null, a refused value missing).
 */
export function referenceProblems(config: AcceptedConfig): Problem[] {
  const problems: Problem[] = [];
  const say = (file: string, path: string, message: string) =>
    problems.push({ file: `${file}.json`, path, message });
  const branches = config.branches?.branches ?? [];
  const branchKeys = keysOf(config.branches?.branches);
  const cityKeys = keysOf(config.branches?.cities);
  const groupKeys = keysOf(config.menu?.groups);
  const categoryKeys = keysOf(config.menu?.categories);
  const productKeys = keysOf(config.menu?.products);
  const images = config.images ?? {};
  const picture = (file: string, path: string, name: string | undefined | null) => {
    if (typeof name === 'string' && !Object.hasOwn(images, name))
      say(file, path, `no file images/${name} in the folder`);
  };

  for (const key of ['logo', 'favicon'] as const) {
    const value = config.settings?.[key];
    if (typeof value === 'string' && !isAddress(value)) picture('settings', `/${key}`, value);
  }
  branches.forEach((b, i) => {
    if (!b) return;
    if (unknown(cityKeys, b.city)) say('branches', `/branches/${i}/city`, `no city "${b.city}"`);
    const tableIds = new Set<number>();
    (b.tables ?? []).forEach((t, k) => {
      if (t?.id === undefined) return;
      if (tableIds.has(t.id))
        say('branches', `/branches/${i}/tables/${k}/id`, `table ${t.id} is listed twice in this branch`);
      tableIds.add(t.id);
    });
    const dates = new Set<string>();
    (b.holidays ?? []).forEach((h, k) => {
      if (typeof h?.date !== 'string') return;
      if (!isCalendarDate(h.date))
        say('branches', `/branches/${i}/holidays/${k}/date`, `${h.date} is not a date of the calendar`);
      else if (dates.has(h.date))
        say('branches', `/branches/${i}/holidays/${k}/date`, `${h.date} is listed twice in this branch`);
      dates.add(h.date);
    });
    (b.zones ?? []).forEach((z, k) => {
      if (!z) return;
      if (isWhole(z.polygon) && !isClosedRing(z.polygon))
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
  (config.staff ?? []).forEach((m, i) => {
    if (m?.branch !== undefined && unknown(branchKeys, m.branch))
      say('staff', `/${i}/branch`, `no branch "${m.branch}"`);
  });
  (config.branches?.couriers ?? []).forEach((c, i) => {
    if (c && unknown(branchKeys, c.branch))
      say('branches', `/couriers/${i}/branch`, `no branch "${c.branch}"`);
  });
  (config.menu?.groups ?? []).forEach((g, i) => {
    picture('menu', `/groups/${i}/icon`, g?.icon);
    picture('menu', `/groups/${i}/image`, g?.image);
  });
  (config.menu?.categories ?? []).forEach((c, i) => {
    if (!c) return;
    if (c.group && unknown(groupKeys, c.group))
      say('menu', `/categories/${i}/group`, `no group "${c.group}"`);
    picture('menu', `/categories/${i}/image`, c.image);
  });
  const seen = new Set<string>();
  (config.menu?.products ?? []).forEach((p, i) => {
    if (!p) return;
    const at = `/products/${i}`;
    if (p.key !== undefined && seen.has(p.key)) say('menu', `${at}/key`, `duplicate key "${p.key}"`);
    if (p.key !== undefined) seen.add(p.key);
    if (unknown(categoryKeys, p.category)) say('menu', `${at}/category`, `no category "${p.category}"`);
    (p.branches ?? []).forEach((b, k) => {
      if (b !== null && unknown(branchKeys, b)) say('menu', `${at}/branches/${k}`, `no branch "${b}"`);
    });
    picture('menu', `${at}/image`, p.image);
    (p.gallery ?? []).forEach((name, k) => picture('menu', `${at}/gallery/${k}`, name));
    const { min, max } = p.cookingTime ?? {};
    if (min !== undefined && max !== undefined && min > max)
      say('menu', `${at}/cookingTime`, `min (${min}) is above max (${max})`);
    (p.modificationGroups ?? []).forEach((g, k) => {
      if (g?.min === undefined) return;
      if (g.max !== undefined && g.min > g.max)
        say('menu', `${at}/modificationGroups/${k}`, `min (${g.min}) is above max (${g.max})`);
      if (g.modifications && g.min > g.modifications.length)
        say('menu', `${at}/modificationGroups/${k}`, `min (${g.min}) is above the number of choices`);
    });
  });

  const content = config.content ?? {};
  (content.stories ?? []).forEach((s, i) => {
    picture('content', `/stories/${i}/image`, s?.image);
    (s?.slides ?? []).forEach((slide, k) =>
      picture('content', `/stories/${i}/slides/${k}/image`, slide?.image),
    );
  });
  (content.banners ?? []).forEach((b, i) => {
    if (!b) return;
    picture('content', `/banners/${i}/image`, b.image);
    const link = b.link;
    if (link?.type === 'PRODUCT' && unknown(productKeys, link.key ?? ''))
      say('content', `/banners/${i}/link/key`, `no product "${link.key ?? ''}"`);
    if (link?.type === 'CATEGORY' && unknown(categoryKeys, link.key ?? ''))
      say('content', `/banners/${i}/link/key`, `no category "${link.key ?? ''}"`);
  });
  (content.vacancies ?? []).forEach((v, i) => {
    if (v?.branch && unknown(branchKeys, v.branch))
      say('content', `/vacancies/${i}/branch`, `no branch "${v.branch}"`);
  });
  return problems;
}
