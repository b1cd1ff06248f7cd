/** A check made on one page of the storefront, under the settings it turns `on`. */
export interface OnAPage {
  path: string;
  on: Record<string, unknown>;
  /** a signed-in customer */
  user?: boolean;
  /** a dish in the basket */
  basket?: boolean;
}

/**
 * The checks that can share one page: grouped by the page (path, customer, basket), the settings
 * each turns on merged (a group never holds two values for one setting). Each group comes with
 * its name, for a test's title.
 */
export function pageGroups<T extends OnAPage>(checks: [string, T][]) {
  const groups: (OnAPage & { checks: [string, T][] })[] = [];
  for (const [key, check] of checks) {
    const fits = groups.find(
      (g) =>
        g.path === check.path &&
        !!g.user === !!check.user &&
        !!g.basket === !!check.basket &&
        Object.entries(check.on).every(([k, v]) => !(k in g.on) || Object.is(g.on[k], v)),
    );
    if (fits) {
      fits.on = { ...fits.on, ...check.on };
      fits.checks.push([key, check]);
    } else
      groups.push({
        path: check.path,
        user: check.user,
        basket: check.basket,
        on: { ...check.on },
        checks: [[key, check]],
      });
  }
  return groups.map(
    (g) => [`${g.path}${g.user ? ' signed in' : ''}${g.basket ? ' with a basket' : ''}`, g] as const,
  );
}
