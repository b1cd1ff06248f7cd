import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FIXTURES, type MerchantKey } from '../../stories/support/fixtures';
import { FixtureStorefront, type FixtureOptions } from '../../stories/support/storefront';
import type { Lang } from '../domain/localized';
import { createI18n } from '../i18n/i18n';

/**
 * Renders a piece of the storefront inside the same providers the app uses (TenantProviders),
 * fed by a demo merchant's fixture: the real components, machines and pricing, no live API.
 */
export async function renderStorefront(
  ui: ReactNode,
  options: { merchant?: MerchantKey; lang?: Lang } & Partial<Omit<FixtureOptions, 'fixture' | 'i18n'>> = {},
) {
  const { merchant = 'demo', lang = 'en', ...rest } = options;
  const fixture = FIXTURES[merchant];
  const i18n = await createI18n(lang);
  return {
    fixture,
    ...render(<FixtureStorefront options={{ ...rest, fixture, i18n }}>{ui}</FixtureStorefront>),
  };
}
