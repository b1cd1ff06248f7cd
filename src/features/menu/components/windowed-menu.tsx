import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { localized, type Lang } from '../../../domain/localized';
import type { Product } from '../menu.queries';
import type { GroupedSections, MenuSection } from '../menu-model';
import { GroupHeader } from './group-header';
import { ProductGrid, type ViewType } from './product-card';

/** One line of a long menu: a group's header, a category's title, or a line of its cards. */
type Row =
  | { kind: 'group'; key: string; group: NonNullable<GroupedSections['group']>; section: MenuSection }
  | { kind: 'title'; key: string; section: MenuSection; grouped: boolean }
  | {
      kind: 'cards';
      key: string;
      section: MenuSection;
      products: Product[];
      view: ViewType;
      horizontal: boolean;
    };

/** Cards side by side in a view (the grid of .products--<view> at phone width). */
const COLUMNS: Record<ViewType, number> = { BIG: 1, MEDIUM: 2, SMALL: 1 };
const ESTIMATE: Record<Row['kind'] | ViewType, number> = {
  group: 88,
  title: 44,
  cards: 300,
  BIG: 340,
  MEDIUM: 300,
  SMALL: 112,
};
/** What the server renders before it knows the screen: a phone's first screen and a little more. */
const FIRST_SCREEN = { width: 390, height: 1200 };

/** The menu as lines: groups, titles and cards cut into the lines the grid would draw. */
function menuRows(groups: readonly GroupedSections[]): Row[] {
  const rows: Row[] = [];
  for (const { group, sections } of groups) {
    sections.forEach((section, i) => {
      if (group && i === 0) rows.push({ kind: 'group', key: `g${group.id}`, group, section });
      rows.push({ kind: 'title', key: `t${section.category.id}`, section, grouped: group !== null });
      const view = (section.category.viewType ?? 'MEDIUM') as ViewType;
      const horizontal = section.category.scrollType === 'HORIZONTAL';
      const step = horizontal ? section.products.length : COLUMNS[view];
      for (let at = 0; at < section.products.length; at += step)
        rows.push({
          kind: 'cards',
          key: `c${section.category.id}-${at}`,
          section,
          products: section.products.slice(at, at + step),
          view,
          horizontal,
        });
    });
  }
  return rows;
}

/**
 * A long menu keeps a constant number of elements, whatever its size: only the lines near the
 * screen are in the page (window scrolling, each line measured as drawn). The category chips
 * jump through `scrollTo`; the current category is the one at the top of the screen.
 */
export function WindowedMenu({
  groups,
  lang,
  firstId,
  quickAdd,
  titleStyle,
  nav,
}: {
  groups: readonly GroupedSections[];
  lang: Lang;
  firstId: number | undefined;
  quickAdd?: (product: Product) => ReactNode;
  titleStyle: (section: MenuSection) => CSSProperties | undefined;
  /** the category chips, given the current category and how to jump to one */
  nav: (active: number | null, jump: (categoryId: number) => void) => ReactNode;
}) {
  const rows = useMemo(() => menuRows(groups), [groups]);
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    setMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => {
      const row = rows[i] as Row;
      return row.kind === 'cards' ? ESTIMATE[row.horizontal ? 'cards' : row.view] : ESTIMATE[row.kind];
    },
    getItemKey: (i) => (rows[i] as Row).key,
    overscan: 4,
    scrollMargin: margin,
    // the sticky header and chips stay over the top of the list
    scrollPaddingStart: 120,
    initialRect: FIRST_SCREEN,
    // the first render is the server's (the top of the page), even if the customer scrolled before
    // the page was hydrated: the window follows the real position right after
    initialOffset: 0,
    // scrolling renders when React can, never synchronously inside the scroll event
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  // the line at the top of the screen, under the sticky header and chips
  const top = items.find((item) => item.end > (virtualizer.scrollOffset ?? 0) + 130) ?? items[0];
  const active = top ? (rows[top.index] as Row).section.category.id : null;
  const jump = (categoryId: number) => {
    const index = rows.findIndex((r) => r.kind === 'title' && r.section.category.id === categoryId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
  };

  return (
    <>
      {nav(active, jump)}
      <div
        ref={listRef}
        className="menu-window"
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {items.map((item) => {
          const row = rows[item.index] as Row;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="menu-window__row"
              style={{ transform: `translateY(${item.start - margin}px)` }}
            >
              <Line row={row} lang={lang} firstId={firstId} quickAdd={quickAdd} titleStyle={titleStyle} />
            </div>
          );
        })}
      </div>
    </>
  );
}

/** One line's content: drawn again only when the line itself changes, not on every scroll. */
const Line = memo(function Line({
  row,
  lang,
  firstId,
  quickAdd,
  titleStyle,
}: {
  row: Row;
  lang: Lang;
  firstId: number | undefined;
  quickAdd?: (product: Product) => ReactNode;
  titleStyle: (section: MenuSection) => CSSProperties | undefined;
}) {
  if (row.kind === 'group') return <GroupHeader group={row.group} />;
  if (row.kind === 'title') return <Title row={row} lang={lang} style={titleStyle(row.section)} />;
  return (
    <ProductGrid
      products={row.products}
      view={row.view}
      horizontal={row.horizontal}
      firstId={firstId}
      action={row.section.category.isWithoutCart ? undefined : quickAdd}
    />
  );
});

function Title({
  row,
  lang,
  style,
}: {
  row: Extract<Row, { kind: 'title' }>;
  lang: Lang;
  style: CSSProperties | undefined;
}) {
  // one level under the group's heading, or right under the page's
  const Heading = row.grouped ? 'h3' : 'h2';
  return (
    <Heading
      id={`category-${row.section.category.id}`}
      data-category={row.section.category.id}
      className="section-title"
      style={style}
    >
      {localized(row.section.category.name, lang)}
    </Heading>
  );
}
