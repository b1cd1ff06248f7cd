import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../domain/localized';
import { headingColor, themeVars } from '../../../domain/theme';
import { Img } from '../../../ui/img';
import { useStorefront } from '../../../tenant/storefront-context';
import { Skeleton } from '../../../ui/skeleton';
import { preloadable } from '../../../ui/preloadable';
import { menuQuery, type Product } from '../menu.queries';
import { groupSections, menuSections, type MenuSection } from '../menu-model';
import { GroupHeader } from './group-header';
import { ProductGrid, type ViewType } from './product-card';
import { Button } from '../../../ui/button';
import { useMenuPlace } from './menu-place';

const FIRST_SECTIONS = 4;
/** Above this many dishes the menu is windowed (src/features/menu/components/windowed-menu.tsx). */
const WINDOW_FROM = 300;
const STEP_SECTIONS = 3;
/** What ends a chip's hold on the current category: its scroll's end, or the customer's own scroll. */
const RELEASE = ['scrollend', 'touchstart', 'wheel', 'keydown'] as const;

// the window's code (and its virtualizer) only for the menus that need it
const WindowedMenu = preloadable(async () => ({
  default: (await import('./windowed-menu')).WindowedMenu,
}));

/** Loads the code a menu's first screen needs before it is hydrated (a long menu is windowed). */
export const preloadMenu = (menu: { products: unknown[] } | null): Promise<void> =>
  menu && menu.products.length > WINDOW_FROM ? WindowedMenu.preload() : Promise.resolve();

/** Home menu: sticky category navigation that follows the scroll, and a section per category. */
export function MenuView({
  showGroups = true,
  quickAdd,
}: {
  showGroups?: boolean;
  /** what a card offers beside itself (the basket's quick add), where the category sells */
  quickAdd?: (product: Product) => ReactNode;
}) {
  const { t } = useTranslation('menu');
  const { api, merchant, channel, branchId, lang, settings, image } = useStorefront();
  const pageBg = themeVars(settings)['--bg'] ?? '#FFFFFF';
  const {
    data: menu,
    isPending,
    isError,
    refetch,
  } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  const sections = useMemo(() => (menu ? menuSections(menu) : []), [menu]);
  const groups = useMemo(
    () => (menu ? groupSections(menu, sections, showGroups && settings.groupView !== false) : []),
    [menu, sections, showGroups, settings.groupView],
  );
  const [active, setActive] = useState<number | null>(null);
  // a tapped chip stays the current one while the page scrolls to its category (not each one it
  // passes, nor the one above a short category the end of the page keeps lower), until the
  // scroll ends or the customer scrolls
  const held = useRef(false);
  const hold = () => {
    held.current = true;
    const released = new AbortController();
    const release = () => {
      held.current = false;
      released.abort();
    };
    for (const event of RELEASE) addEventListener(event, release, { passive: true, signal: released.signal });
  };
  // A long menu renders a few sections first, then the rest in small non-blocking steps.
  const [shown, setShown] = useState(FIRST_SECTIONS);
  useEffect(() => {
    if (shown >= sections.length) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + STEP_SECTIONS)), 50);
    return () => clearTimeout(timer);
  }, [shown, sections.length]);
  const navRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    // the sections in the band under the chip row; the current category is the highest of them
    // (each call tells only the sections that came in or went out)
    const inBand = new Set<HTMLElement>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) inBand.add(entry.target as HTMLElement);
          else inBand.delete(entry.target as HTMLElement);
        const highest = [...inBand].sort((a, b) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )[0];
        // as a transition: the first call comes while the menu may still hydrate, where an urgent
        // update would hydrate every part still waiting in one synchronous task
        if (highest && !held.current) startTransition(() => setActive(Number(highest.dataset.category)));
      },
      { rootMargin: '-120px 0px -60% 0px' },
    );
    // the sections drawn so far (the rest come in steps: each step observes them anew)
    for (const s of sections) {
      const el = document.getElementById(`category-${s.category.id}`);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [sections, shown]);

  // Off screen, a section is neither laid out nor painted again (content-visibility): each frame a
  // tap makes paints the screen, not the whole menu. Given to the sections a screen or more away
  // when first seen, each keeping the size it was laid out at; one on screen would be hidden for a
  // frame.
  const plainRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const menuBox = plainRef.current;
    if (!menuBox || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          observer.unobserve(entry.target);
          if (!entry.isIntersecting) (entry.target as HTMLElement).dataset.far = '';
        }
      },
      { rootMargin: '100% 0px' },
    );
    for (const section of menuBox.querySelectorAll('.menu-section:not([data-far])'))
      observer.observe(section);
    return () => observer.disconnect();
  }, [sections, shown]);
  useMenuPlace(plainRef, shown, sections.length);

  if (isPending) return <MenuSkeleton label={t('loading')} />;
  if (isError || !menu) {
    return (
      <div className="card stack" role="alert">
        <p>{t('loadError')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  // a merchant set up before its menu is ready, or a branch with nothing on it now
  if (sections.length === 0)
    return (
      <p className="card muted" role="status">
        {menu.products.length === 0 ? t('comingSoon') : t('empty')}
      </p>
    );

  const firstId = sections[0]?.products[0]?.id;
  const nav = (current: number | null, jump: (categoryId: number) => void) =>
    settings.categoryView !== false && (
      <nav className="category-nav" aria-label={t('categories')} ref={navRef}>
        <FollowChip nav={navRef} current={current} />
        {sections.map((s) => (
          <a
            key={s.category.id}
            href={`#category-${s.category.id}`}
            data-chip={s.category.id}
            // before the customer scrolls to any category, the first one is where the menu starts
            aria-current={(current ?? sections[0]?.category.id) === s.category.id ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              hold();
              jump(s.category.id);
              setActive(s.category.id);
            }}
          >
            {s.category.image && (
              <Img
                className="category-nav__image"
                src={image(s.category.image, { width: 48, height: 48, quality: 80 })}
                alt=""
                width={24}
                height={24}
              />
            )}
            {localized(s.category.name, lang)}
          </a>
        ))}
      </nav>
    );
  const titleColor = (section: MenuSection) => ({
    color: headingColor(section.category.textColor, pageBg) ?? undefined,
  });
  // a long menu keeps only the lines near the screen in the page
  if (menu.products.length > WINDOW_FROM)
    return (
      <div className="menu">
        <WindowedMenu
          groups={groups}
          lang={lang}
          firstId={firstId}
          quickAdd={quickAdd}
          titleStyle={titleColor}
          nav={nav}
        />
      </div>
    );
  let budget = shown;
  return (
    <div className="menu" ref={plainRef}>
      {nav(active, (id) =>
        document.getElementById(`category-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      )}
      {groups.map(({ group, sections: list }) => (
        <div key={group?.id ?? 'rest'} className="menu-group">
          {group && list.length > 0 && <GroupHeader group={group} />}
          {list.map(({ category, products }) => {
            if (budget-- <= 0) return null;
            // one level under the group's heading, or right under the page's
            const Title = group ? 'h3' : 'h2';
            const view = (category.viewType ?? 'MEDIUM') as ViewType;
            const horizontal = category.scrollType === 'HORIZONTAL';
            return (
              <section
                key={category.id}
                id={`category-${category.id}`}
                data-category={category.id}
                className="menu-section"
                aria-labelledby={`category-title-${category.id}`}
              >
                <Title
                  id={`category-title-${category.id}`}
                  className="section-title"
                  style={titleColor({ category, products })}
                >
                  {localized(category.name, lang)}
                </Title>
                <ProductGrid
                  products={products}
                  view={view}
                  horizontal={horizontal}
                  firstId={firstId}
                  action={category.isWithoutCart ? undefined : quickAdd}
                />
              </section>
            );
          })}
        </div>
      ))}
    </div>
  );
}

export function MenuSkeleton({ label }: { label: string }) {
  return (
    <div className="stack" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton height={40} />
      {[0, 1].map((i) => (
        <div key={i} className="stack">
          <Skeleton width="40%" height={24} />
          <div className="products products--medium">
            <Skeleton height={230} />
            <Skeleton height={230} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Keeps the current category's chip in view as the menu scrolls (whole or windowed). */
function FollowChip({ nav, current }: { nav: RefObject<HTMLElement | null>; current: number | null }) {
  useEffect(() => {
    if (current === null) return;
    const chip = nav.current?.querySelector<HTMLElement>(`[data-chip="${current}"]`);
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [nav, current]);
  return null;
}
