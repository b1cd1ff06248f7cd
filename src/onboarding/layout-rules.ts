import { migrateLayout } from '../domain/layout-migrate';
import blockStrings from '../../locales/en/blocks.json' with { type: 'json' };
import type { AcceptedConfig } from './accepted';
import type { Problem } from './config-types';

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
export function layoutProblems(config: AcceptedConfig): Problem[] {
  const problems: Problem[] = [];
  // the layout is read as it may be: its schema's refusals leave holes (accepted.ts)
  type Block = { id?: unknown; props?: Record<string, unknown> } | null;
  type Pages = Record<string, { blocks?: Block[] } | null>;
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
  for (const [page, content] of pages) {
    const seen = new Set<unknown>();
    (content?.blocks ?? []).forEach((block, i) => {
      if (!block) return;
      if (typeof block.id === 'string' && seen.has(block.id))
        problems.push({
          file: 'layout.json',
          path: `${page}/blocks/${i}/id`,
          message: `duplicate block id "${block.id}"`,
        });
      if (typeof block.id === 'string') seen.add(block.id);
      for (const [prop, value] of Object.entries(block.props ?? {}))
        if (typeof value === 'string' && LABEL.test(value) && !known(value))
          problems.push({
            file: 'layout.json',
            path: `${page}/blocks/${i}/props/${prop}`,
            message: `"${value}" is not a label the storefront has (locales/*/blocks.json)`,
          });
    });
  }
  const names = (file: string, list: string, items: readonly ({ name?: L10n } | null)[] = []) =>
    items.map((item, i): [string, string, L10n | undefined] => [file, `/${list}/${i}/name`, item?.name]);
  const named = [
    ...names('menu', 'groups', config.menu?.groups),
    ...names('menu', 'categories', config.menu?.categories),
    ...names('menu', 'products', config.menu?.products),
    ...names('branches', 'branches', config.branches?.branches),
    ...names('branches', 'cities', config.branches?.cities),
  ];
  for (const [file, path, name] of named)
    if (blank(name))
      problems.push({ file: `${file}.json`, path, message: 'a name in at least one language is required' });
  return problems;
}
