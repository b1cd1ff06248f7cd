/** The part of the storefront's stylesheet a server-rendered first screen uses, inlined into it. */
import { PurgeCSS } from 'purgecss';

/**
 * Set on `<html>` by the page's own scripts: before its first paint (the device's basket, Telegram;
 * server/page-scripts.ts, server/spa.ts) or at hydration, which a whole sheet that failed to load
 * leaves to the part alone.
 */
const SET_BEFORE_PAINT = ['data-basket', 'data-tg', 'data-ready'];
const KEPT = 500;

interface UsedBy {
  tags: string[];
  classes: string[];
  ids: string[];
  attributes: { names: string[]; values: string[] };
}

/**
 * What a page's markup offers a selector to match: its elements, classes, ids and attribute names,
 * and the values of the attributes the stylesheet selects by value (`[type=radio]`) — not the text,
 * the links or the pictures, so every dish's page of a merchant shares one answer.
 */
export function usedBy(html: string, valuedAttributes: ReadonlySet<string>): UsedBy {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const names = new Set<string>(SET_BEFORE_PAINT);
  const values = new Set<string>();
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  for (const [, tag = '', attributes = ''] of markup.matchAll(
    /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g,
  )) {
    tags.add(tag.toLowerCase());
    for (const [, name = '', value] of attributes.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      const attribute = name.toLowerCase();
      names.add(attribute);
      if (value === undefined) continue;
      if (attribute === 'class') {
        for (const c of value.split(/\s+/)) if (c) classes.add(c);
      } else if (attribute === 'id') ids.add(value);
      else if (valuedAttributes.has(attribute)) values.add(value);
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    tags: sorted(tags),
    classes: sorted(classes),
    ids: sorted(ids),
    attributes: { names: sorted(names), values: sorted(values) },
  };
}

/**
 * The stylesheet's rules a page's first screen can match (PurgeCSS: a rule is kept unless it names
 * an element, class, id or attribute the page does not have; at-rules, variables, keyframes and
 * pseudo-classes are kept), remembered for each set of names, so it is worked out once per kind
 * of page. The whole stylesheet follows with the scripts; its rules come in the same order, so it
 * changes nothing already drawn.
 */
export function criticalCss(css: string): (html: string) => Promise<string> {
  const valued = new Set([...css.matchAll(/\[([\w-]+)[~|^$*]?=/g)].map((m) => m[1]?.toLowerCase() ?? ''));
  const known = new Map<string, Promise<string>>();
  return (html) => {
    const used = usedBy(html, valued);
    const key = JSON.stringify(used);
    const hit = known.get(key);
    if (hit) {
      // the most recently used is kept longest
      known.delete(key);
      known.set(key, hit);
      return hit;
    }
    const answer = new PurgeCSS()
      .purge({
        content: [{ raw: ' ', extension: 'critical' }],
        extractors: [{ extractor: () => ({ ...used, undetermined: [] }), extensions: ['critical'] }],
        css: [{ raw: css }],
      })
      .then(([result]) => result?.css ?? css)
      .catch(() => css);
    known.set(key, answer);
    if (known.size > KEPT) known.delete(known.keys().next().value ?? '');
    return answer;
  };
}
