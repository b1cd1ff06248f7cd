/**
 * The merchant's brand as CSS variables (spec section 1): primary colour (default FCE000),
 * the text on it white when mainColorType is dark and black otherwise, and a light or dark theme.
 */
export interface ThemeSettings {
  mainColor?: string | null;
  mainColorType?: string | null;
  isDark?: boolean | null;
}

export const DEFAULT_PRIMARY = '#FCE000';

const LIGHT = {
  '--bg': '#F6F5F2',
  '--surface': '#FFFFFF',
  '--surface-2': '#EFEEEA',
  '--text': '#141414',
  '--muted': '#5E5E5E',
  '--border': '#E2E0DA',
  '--danger': '#B42318',
  '--success': '#067647',
};
const DARK = {
  '--bg': '#0E0E13',
  '--surface': '#1A1A22',
  '--surface-2': '#262630',
  '--text': '#F4F4F6',
  '--muted': '#A9A9B4',
  '--border': '#33333F',
  '--danger': '#FDA29B',
  '--success': '#75E0A7',
};

export function normalizeColor(color: string | null | undefined): string {
  const hex = (color ?? '').trim().replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toUpperCase()}` : DEFAULT_PRIMARY;
}

export function themeVars(settings: ThemeSettings): Record<string, string> {
  return {
    ...(settings.isDark ? DARK : LIGHT),
    '--primary': normalizeColor(settings.mainColor),
    '--on-primary': settings.mainColorType === 'dark' ? '#FFFFFF' : '#000000',
    'color-scheme': settings.isDark ? 'dark' : 'light',
  };
}

export const themeCss = (settings: ThemeSettings) =>
  `:root{${Object.entries(themeVars(settings))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
