import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import defaultLayout from '../../schemas/layouts/default.json';
import type { LayoutDocument, Surface } from './layout-types';
import { migrateLayout } from '../domain/layout-migrate';
import { loadLayout, reportProblems, type LayoutProblem } from './validate';

export const DEFAULT_LAYOUT = defaultLayout as LayoutDocument;

interface LayoutState {
  layout: LayoutDocument;
  problems: LayoutProblem[];
}

const LayoutContext = createContext<
  LayoutState & { flags: Readonly<Record<string, unknown>>; surface: Surface }
>({
  layout: DEFAULT_LAYOUT,
  problems: [],
  flags: {},
  surface: 'web',
});

const AT_ONCE = (run: () => void) => run();

function optimistic(raw: unknown): LayoutDocument {
  try {
    return migrateLayout(raw).doc as LayoutDocument;
  } catch {
    return DEFAULT_LAYOUT;
  }
}

/**
 * Provides the merchant's layout. The document the server sends was validated on import, so it
 * renders at once; the generated validators load after first paint and, should the document
 * be invalid after all, the default layout replaces it with every problem reported.
 */
export function LayoutProvider({
  raw,
  source,
  flags,
  surface = 'web',
  later = AT_ONCE,
  children,
}: {
  raw: unknown;
  source: string;
  /** inside Telegram the document's Telegram pages are used where it has them */
  surface?: Surface;
  /** the merchant's settings: the flags that blocks' `when` names */
  flags: Readonly<Record<string, unknown>>;
  /** when to check the document (the app: once the browser is idle after the first paint) */
  later?: (run: () => void) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState<LayoutState>(() => ({
    layout: optimistic(raw),
    problems: [],
  }));
  useEffect(() => {
    let live = true;
    later(() => {
      if (!live) return;
      void loadLayout(raw, DEFAULT_LAYOUT).then(({ layout, problems }) => {
        if (!live) return;
        reportProblems(problems, source);
        // a valid document is what was drawn: nothing to draw again (a whole page's blocks)
        setState((current) =>
          problems.length === 0 &&
          current.problems.length === 0 &&
          JSON.stringify(layout) === JSON.stringify(current.layout)
            ? current
            : { layout, problems },
        );
      });
    });
    return () => {
      live = false;
    };
  }, [raw, source, later]);
  const value = useMemo(() => ({ ...state, flags, surface }), [state, flags, surface]);
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export const useLayout = () => useContext(LayoutContext);
