import type { ErrorObject } from 'ajv';

/** Edit distance of two short words (the suggestion for a misspelt property). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/**
 * A schema error in onboarding staff's words: an unknown property is named (with the nearest
 * known one, and "use eng, not en" for texts), and a long list of allowed values is cut short.
 */
export function schemaMessage(e: ErrorObject, what: string): string {
  if (e.keyword === 'additionalProperties') {
    const name = String((e.params as { additionalProperty: string }).additionalProperty);
    const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    if (name === 'en' && known.includes('eng')) return '"en" is not a language key: use eng, not en';
    const nearest = known
      .map((k) => [k, distance(name.toLowerCase(), k.toLowerCase())] as const)
      .sort((a, b) => a[1] - b[1])[0];
    const hint =
      nearest && nearest[1] <= Math.max(2, Math.floor(name.length / 3))
        ? ` — did you mean ${nearest[0]}?`
        : '';
    return `"${name}" is not ${what}${hint}`;
  }
  if (e.keyword === 'pattern' && (e.params as { pattern: string }).pattern.startsWith('^#[0-9A-Fa-f]{6}'))
    return `${JSON.stringify(e.data)} is not a colour: use #RRGGBB (six hex digits, e.g. #F59E0B)`;
  if (e.keyword === 'oneOf') {
    const description = (e.parentSchema as { description?: string } | undefined)?.description;
    if (!description) return 'matches none of the forms this value may take';
    const example = /language/i.test(description) ? ', e.g. "Chilonzor" or {"uz": "…", "ru": "…"}' : '';
    return `must be ${description.charAt(0).toLowerCase()}${description.slice(1)}${example}`;
  }
  if (e.keyword === 'enum') {
    const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v));
    return `must be one of ${allowed.slice(0, 5).join(', ')}${allowed.length > 5 ? ', …' : ''}`;
  }
  return e.message ?? e.keyword;
}

/** Where a JSON.parse error points, as line and column. */
export function jsonErrorMessage(error: Error, text: string): string {
  const position = Number(/position (\d+)/.exec(error.message)?.[1]);
  if (!Number.isFinite(position)) return `not JSON: ${error.message}`;
  const before = text.slice(0, position).split('\n');
  return `not JSON at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${error.message.replace(/ in JSON at position \d+.*$/, '')}`;
}
