import type { Category, Group, Overall, Product } from './menu.queries';

export interface MenuSection {
  category: Category;
  products: Product[];
}

/** Sections in the menu's order, each with its products resolved. */
export function menuSections(menu: Overall): MenuSection[] {
  const byId = new Map(menu.products.map((p) => [p.id, p]));
  return menu.categories.map((category) => ({
    category,
    products: category.products.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined),
  }));
}

export interface GroupedSections {
  group: Group | null;
  sections: MenuSection[];
}

/** Sections under their groups (groupView), or one run without groups. */
export function groupSections(menu: Overall, sections: MenuSection[], groupView: boolean): GroupedSections[] {
  if (!groupView || menu.groups.length === 0) return [{ group: null, sections }];
  const out: GroupedSections[] = menu.groups.map((group) => ({
    group,
    sections: group.categories
      .map((id) => sections.find((s) => s.category.id === id))
      .filter((s): s is MenuSection => s !== undefined),
  }));
  const grouped = new Set(out.flatMap((g) => g.sections.map((s) => s.category.id)));
  const rest = sections.filter((s) => !grouped.has(s.category.id));
  if (rest.length > 0) out.push({ group: null, sections: rest });
  return out;
}
