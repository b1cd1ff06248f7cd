import { migrateLayout } from '../domain/layout-migrate';
import blockStrings from '../../locales/en/blocks.json' with { type: 'json' };
import type { MerchantConfig, Problem } from './config-types';

const LABEL = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;
/** Block labels are keys of the `blocks` namespace (the three languages keep one key set). */
const known = (key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      blockStrings as unknown,
    ) !== undefined;

type L10n = { uz?: string; ru?: string; eng?: string };
const blank = (text: L10n | undefined) => !!text && ![text.uz, text.ru, text.eng].some((t) => t?.trim());

/**
 * The layout and naming rules the schemas cannot say: a page's block ids are unique, every label
 * a block names is a translation the storefront has, and nothing a customer sees is unnamed.
 */
export function layoutProblems(config: Partial<MerchantConfig>): Problem[] {
  const problems: Problem[] = [];
  type Pages = Record<string, { blocks?: { id?: string; props?: Record<string, unknown> }[] }>;
  let layout: { pages?: Pages; telegram?: { pages?: Pages } };
  try {
    layout = migrateLayout(config.layout).doc as typeof layout;
  } catch {
    return problems; // a document of another version is reported by the schema check
  }
  // the web's pages and the Telegram variants of them, each page on its own
  const pages: [string, Pages[string]][] = [
    ...Object.entries(layout?.pages ?? {}).map(([name, page]): [string, Pages[string]] => [
      `/pages/${name}`,
      page,
    ]),
    ...Object.entries(layout?.telegram?.pages ?? {}).map(([name, page]): [string, Pages[string]] => [
      `/telegram/pages/${name}`,
      page,
    ]),
  ];
  for (const [page, { blocks = [] }] of pages) {
    const seen = new Set<string>();
    blocks.forEach((block, i) => {
      if (block.id && seen.has(block.id))
        problems.push({
          file: 'layout.json',
          path: `${page}/blocks/${i}/id`,
          message: `duplicate block id "${block.id}"`,
        });
      if (block.id) seen.add(block.id);
      for (const [prop, value] of Object.entries(block.props ?? {}))
        if (typeof value === 'string' && LABEL.test(value) && !known(value))
          problems.push({
            file: 'layout.json',
            path: `${page}/blocks/${i}/props/${prop}`,
            message: `"${value}" is not a label the storefront has (locales/*/blocks.json)`,
          });
    });
  }
  const named: [string, string, L10n | undefined][] = [
    ...((config.menu?.groups ?? []) as { name?: L10n }[]).map(
      (g, i) => ['menu', `/groups/${i}/name`, g.name] as [string, string, L10n | undefined],
    ),
    ...((config.menu?.categories ?? []) as { name?: L10n }[]).map(
      (c, i) => ['menu', `/categories/${i}/name`, c.name] as [string, string, L10n | undefined],
    ),
    ...((config.menu?.products ?? []) as { name?: L10n }[]).map(
      (p, i) => ['menu', `/products/${i}/name`, p.name] as [string, string, L10n | undefined],
    ),
    ...((config.branches?.branches ?? []) as { name?: L10n }[]).map(
      (b, i) => ['branches', `/branches/${i}/name`, b.name] as [string, string, L10n | undefined],
    ),
    ...((config.branches?.cities ?? []) as { name?: L10n }[]).map(
      (c, i) => ['branches', `/cities/${i}/name`, c.name] as [string, string, L10n | undefined],
    ),
  ];
  for (const [file, path, name] of named)
    if (blank(name))
      problems.push({ file: `${file}.json`, path, message: 'a name in at least one language is required' });
  return problems;
}
