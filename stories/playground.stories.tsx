import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { DefaultLayout } from '../src/app/layouts/default-layout';
import { HomePage } from '../src/app/pages/layout-pages';
import { DEFAULT_LAYOUT } from '../src/engine/layout-context';
import { loadLayout, type LayoutProblem } from '../src/engine/validate';
import { validateSettings } from '../src/engine/validators.gen.js';
import { FIXTURES, type MerchantKey } from './support/fixtures';
import { FixtureStorefront } from './support/storefront';

/**
 * Onboarding playground: edit a merchant's settings and layout document and see the storefront
 * follow; validation problems (JSON path and message) are listed beside it, and an invalid
 * layout falls back to the default one, as in the storefront.
 */
function Playground({
  merchant,
  i18n,
}: {
  merchant: MerchantKey;
  i18n: Parameters<typeof FixtureStorefront>[0]['options']['i18n'];
}) {
  const fixture = FIXTURES[merchant];
  const [settingsText, setSettingsText] = useState(() => JSON.stringify(fixture.settings, null, 2));
  const [layoutText, setLayoutText] = useState(() => JSON.stringify(fixture.layout, null, 2));
  const [applied, setApplied] = useState({
    settings: fixture.settings,
    layout: fixture.layout as unknown,
    version: 0,
  });
  const [problems, setProblems] = useState<LayoutProblem[]>([]);

  useEffect(() => {
    const timer = setTimeout(async () => {
      const found: LayoutProblem[] = [];
      let settings = applied.settings;
      try {
        const parsed = JSON.parse(settingsText);
        if (validateSettings(parsed)) settings = parsed;
        else
          found.push(
            ...(validateSettings.errors ?? []).map((e) => ({
              path: `settings${e.instancePath || '/'}`,
              message: e.message ?? e.keyword,
            })),
          );
      } catch (error) {
        found.push({ path: 'settings', message: (error as Error).message });
      }
      let layoutRaw: unknown = DEFAULT_LAYOUT;
      try {
        layoutRaw = JSON.parse(layoutText);
      } catch (error) {
        found.push({ path: 'layout', message: (error as Error).message });
      }
      const { layout, problems: layoutProblems } = await loadLayout(layoutRaw, DEFAULT_LAYOUT);
      found.push(...layoutProblems.map((p) => ({ path: `layout${p.path}`, message: p.message })));
      setProblems(found);
      setApplied((a) => ({ settings, layout, version: a.version + 1 }));
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-validate on edits only
  }, [settingsText, layoutText]);

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(280px, 1fr) 400px',
        gap: 16,
        padding: 16,
        alignItems: 'start',
      }}
    >
      <div className="stack">
        <label className="stack">
          <strong>settings.json</strong>
          <textarea
            aria-label="settings.json"
            value={settingsText}
            onChange={(e) => setSettingsText(e.target.value)}
            rows={16}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </label>
        <label className="stack">
          <strong>layout.json</strong>
          <textarea
            aria-label="layout.json"
            value={layoutText}
            onChange={(e) => setLayoutText(e.target.value)}
            rows={16}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </label>
        <section aria-live="polite" aria-label="Validation">
          {problems.length === 0 ? (
            <p role="status">✓ valid</p>
          ) : (
            <ul role="alert" style={{ color: 'var(--danger)' }}>
              {problems.map((p) => (
                <li key={`${p.path}${p.message}`}>
                  <code>{p.path}</code>: {p.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div
        style={{
          border: '1px solid var(--border)',
          borderRadius: 20,
          overflow: 'hidden',
          height: 780,
          overflowY: 'auto',
        }}
      >
        <FixtureStorefront
          key={applied.version}
          options={{ fixture, i18n, settings: applied.settings, layout: applied.layout }}
        >
          <DefaultLayout title="home">
            <HomePage />
          </DefaultLayout>
        </FixtureStorefront>
      </div>
    </div>
  );
}

const meta = {
  title: 'Onboarding/Configuration playground',
  parameters: { viewport: { disable: true } },
  render: (_args, context) => (
    <Playground merchant={(context.globals.merchant ?? 'demo') as MerchantKey} i18n={context.loaded.i18n} />
  ),
} satisfies Meta;
export default meta;

export const Playground_: StoryObj<typeof meta> = { name: 'Playground' };
