/**
 * Menu building of spec section 4: a product appears only if it is available in an active
 * branch matching the chosen branch (every active product when none is chosen); groups,
 * categories and products sort by ascending priority; only categories with at least one
 * product count as active, and only groups with an active category are listed.
 */
export interface MenuBranch {
  id: number;
  isActive: boolean;
}
export interface MenuProduct {
  id: number;
  categoryId: number;
  priority: number;
  active: boolean;
  productBranch?: readonly number[];
}
export interface MenuCategory {
  id: number;
  groupId?: number | null;
  priority: number;
}
export interface MenuGroup {
  id: number;
  priority: number;
}

export interface BuiltMenu<G, C, P> {
  groups: (G & { categories: number[] })[];
  categories: (C & { products: number[] })[];
  products: P[];
}

const byPriority = (a: { priority: number; id: number }, b: { priority: number; id: number }) =>
  a.priority - b.priority || a.id - b.id;

export function isAvailableIn(
  product: MenuProduct,
  branchId: number | null,
  branches: readonly MenuBranch[],
): boolean {
  if (!product.active) return false;
  if (branchId === null) return true;
  const branch = branches.find((b) => b.id === branchId);
  return !!branch?.isActive && (product.productBranch ?? []).includes(branchId);
}

export function buildMenu<G extends MenuGroup, C extends MenuCategory, P extends MenuProduct>(input: {
  groups: readonly G[];
  categories: readonly C[];
  products: readonly P[];
  branches: readonly MenuBranch[];
  branchId: number | null;
}): BuiltMenu<G, C, P> {
  const products = input.products
    .filter((p) => isAvailableIn(p, input.branchId, input.branches))
    .sort(byPriority);
  const productIdsByCategory = new Map<number, number[]>();
  for (const p of products) {
    const ids = productIdsByCategory.get(p.categoryId) ?? [];
    ids.push(p.id);
    productIdsByCategory.set(p.categoryId, ids);
  }
  const categories = [...input.categories]
    .sort(byPriority)
    .filter((c) => productIdsByCategory.has(c.id))
    .map((c) => ({ ...c, products: productIdsByCategory.get(c.id) ?? [] }));
  const activeCategoryIds = new Set(categories.map((c) => c.id));
  const listedProducts = products.filter((p) => activeCategoryIds.has(p.categoryId));
  const groups = [...input.groups]
    .sort(byPriority)
    .map((g) => ({ ...g, categories: categories.filter((c) => c.groupId === g.id).map((c) => c.id) }))
    .filter((g) => g.categories.length > 0);
  return { groups, categories, products: listedProducts };
}
