import { migrateLayout } from '../domain/layout-migrate';
import type { LayoutDocument } from './layout-types';

export interface LayoutProblem {
  /** JSON path inside the document, e.g. /pages/home/blocks/2/type */
  path: string;
  message: string;
}

export interface LoadedLayout {
  layout: LayoutDocument;
  /** why the default layout was used instead; empty when the document is valid */
  problems: LayoutProblem[];
}

/**
 * load → migrate → validate (generated standalone code: no schema compiler in the browser).
 * An invalid document falls back to the default one, with every problem listed.
 */
export async function loadLayout(raw: unknown, fallback: LayoutDocument): Promise<LoadedLayout> {
  const { validateLayout } = await import('./validators.gen.js');
  let doc: unknown;
  try {
    doc = migrateLayout(raw).doc;
  } catch (error) {
    return { layout: fallback, problems: [{ path: '/version', message: (error as Error).message }] };
  }
  if (validateLayout(doc)) return { layout: doc as LayoutDocument, problems: [] };
  const problems = (validateLayout.errors ?? []).map((e) => ({
    path: e.instancePath || '/',
    message:
      e.keyword === 'enum'
        ? `${e.message}: ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}`
        : (e.message ?? e.keyword),
  }));
  return { layout: fallback, problems };
}

export function reportProblems(problems: LayoutProblem[], source: string): void {
  if (problems.length === 0) return;
  console.error(
    `Layout of ${source} is invalid; the default layout is used:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
  );
}
