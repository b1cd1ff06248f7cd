import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Motion stopped while axe looks, so a toast or sheet sliding in is judged as it ends up. */
const STILL = '*, *::before, *::after { animation: none !important; transition: none !important; }';

type Violation = {
  id: string;
  impact?: string | null;
  nodes: { target: string[]; any: { message: string }[] }[];
};

/**
 * Serious and critical WCAG 2 A/AA violations on the page as it is now: "rule: where" lines,
 * empty when there are none. axe-core runs in the page itself (injected once per document):
 * @axe-core/playwright's builder took ~3 s a page here (it opens a page of its own to finish
 * each run), axe in the page ~0.5 s, with the same rules and the same results.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const still = await page.addStyleTag({ content: STILL });
  try {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const violations = await page.evaluate(
      async () =>
        (
          await (
            window as unknown as {
              axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
            }
          ).axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
            resultTypes: ['violations'],
          })
        ).violations,
    );
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
