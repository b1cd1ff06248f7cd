/** The layout document version this storefront reads (schemas/layout.schema.json). */
export const LAYOUT_VERSION = 2;

/**
 * Stored layout documents are upgraded by an ordered list of pure migrations before use.
 * v1 → v2: `when` was one setting name (a string); it is now a list of names.
 */
type Doc = { version?: unknown; pages?: Record<string, { blocks?: Record<string, unknown>[] }> } & Record<
  string,
  unknown
>;

interface Migration {
  from: number;
  up(doc: Doc): Doc;
}

export const MIGRATIONS: Migration[] = [
  {
    from: 1,
    up: (doc) => ({
      ...doc,
      version: 2,
      pages: Object.fromEntries(
        Object.entries(doc.pages ?? {}).map(([name, page]) => [
          name,
          {
            ...page,
            blocks: (page.blocks ?? []).map((block) =>
              typeof block.when === 'string' ? { ...block, when: [block.when] } : block,
            ),
          },
        ]),
      ),
    }),
  },
];

export class LayoutVersionError extends Error {}

export function migrateLayout(input: unknown): { doc: unknown; applied: number[] } {
  if (typeof input !== 'object' || input === null) return { doc: input, applied: [] };
  let doc = input as Doc;
  const applied: number[] = [];
  let version = typeof doc.version === 'number' ? doc.version : 1;
  if (version > LAYOUT_VERSION)
    throw new LayoutVersionError(
      `Layout version ${version} is newer than this storefront (${LAYOUT_VERSION})`,
    );
  while (version < LAYOUT_VERSION) {
    const step = MIGRATIONS.find((m) => m.from === version);
    if (!step) throw new LayoutVersionError(`No migration from layout version ${version}`);
    doc = step.up(doc);
    applied.push(version);
    version += 1;
  }
  return { doc, applied };
}
