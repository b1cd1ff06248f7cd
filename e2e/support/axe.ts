import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Motion stopped while axe looks, so a toast or sheet sliding in is judged as it ends up. */
const STILL = '*, *::before, *::after { animation: none !important; transition: none !important; }';

/**
 * Serious and critical WCAG 2 A/AA violations on the page as it is now: "rule: where" lines,
 * empty when there are none.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const still = await page.addStyleTag({ content: STILL });
  try {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} on ${new URL(page.url()).pathname}: ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} (${n.any.map((a) => a.message).join('; ')})`)
            .join(', ')}`,
      );
  } finally {
    await still.evaluate((node) => (node as Element).remove()).catch(() => undefined);
  }
}
