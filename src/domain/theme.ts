/**
 * The merchant's brand as CSS variables (spec section 1): primary colour (default FCE000), the
 * text on it (the merchant's mainColorType — dark means white text — when it is readable, else
 * whichever of black and white is), and a light or dark theme.
 */
export interface ThemeSettings {
  mainColor?: string | null;
  mainColorType?: string | null;
  isDark?: boolean | null;
  telegramThemeActive?: boolean | null;
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

/** Telegram's colour scheme and theme parameters (snake_case, as the client sends them). */
export interface TelegramTheme {
  colorScheme?: 'light' | 'dark';
  themeParams?: Partial<
    Record<
      'bg_color' | 'secondary_bg_color' | 'text_color' | 'hint_color' | 'section_separator_color',
      string
    >
  >;
}

const hex = (value: string | undefined) => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : undefined);

/**
 * The surfaces inside Telegram follow the user's Telegram theme only where the merchant left the
 * Telegram theme on (telegramThemeActive); the brand colour is always the merchant's.
 */
function telegramVars(theme: TelegramTheme): Record<string, string> {
  const p = theme.themeParams ?? {};
  const base = theme.colorScheme === 'dark' ? DARK : LIGHT;
  return {
    ...base,
    '--bg': hex(p.secondary_bg_color) ?? hex(p.bg_color) ?? base['--bg'],
    '--surface': hex(p.bg_color) ?? base['--surface'],
    '--text': hex(p.text_color) ?? base['--text'],
    '--muted': hex(p.hint_color) ?? base['--muted'],
    '--border': hex(p.section_separator_color) ?? base['--border'],
    'color-scheme': theme.colorScheme === 'dark' ? 'dark' : 'light',
  };
}

export function themeVars(
  settings: ThemeSettings,
  telegram: TelegramTheme | null = null,
): Record<string, string> {
  return {
    ...(settings.isDark ? DARK : LIGHT),
    'color-scheme': settings.isDark ? 'dark' : 'light',
    ...(telegram && settings.telegramThemeActive ? telegramVars(telegram) : {}),
    '--primary': normalizeColor(settings.mainColor),
    '--on-primary': textOnPrimary(settings),
  };
}

/** WCAG 2 relative luminance of a #RRGGBB colour. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The AA contrast for normal text. */
export const READABLE = 4.5;

/**
 * The text colour on the primary colour: the merchant's choice (mainColorType) while it reads at
 * 4.5:1, else black or white, whichever reads better. `#FFFFFF` with "dark" no longer gives white
 * on white.
 */
export function textOnPrimary(settings: Pick<ThemeSettings, 'mainColor' | 'mainColorType'>): string {
  const primary = normalizeColor(settings.mainColor);
  const chosen = settings.mainColorType === 'dark' ? '#FFFFFF' : '#000000';
  return contrastRatio(primary, chosen) >= READABLE ? chosen : readableOn(primary);
}

/** Black or white, whichever reads better on a background. */
export const readableOn = (background: string): '#000000' | '#FFFFFF' =>
  contrastRatio(normalizeColor(background), '#000000') >= contrastRatio(normalizeColor(background), '#FFFFFF')
    ? '#000000'
    : '#FFFFFF';

/** The large-text AA contrast (headings of 19 px bold and more). */
export const READABLE_LARGE = 3;

/** A merchant's text colour for a heading, when it reads on the background; null to keep the theme's. */
export function headingColor(color: string | null | undefined, background: string): string | null {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return null;
  return contrastRatio(normalizeColor(color), normalizeColor(background)) >= READABLE_LARGE ? color : null;
}

export const themeCss = (settings: ThemeSettings) =>
  `:root{${Object.entries(themeVars(settings))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;

/** `share` of `color` over `background`, as #RRGGBB. */
function mix(color: string, background: string, share: number): string {
  const channel = (c: string, i: number) => parseInt(c.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(color, i) * share + channel(background, i) * (1 - share)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/**
 * A group's band colour as the merchant's theme shows it: as drawn when it sits with the theme (a
 * light band on a light page, a dark one on a dark page); otherwise a tint of it over the page's
 * background, so a pale band never glares out of a dark storefront (nor a black one out of a
 * light one). Its text is whichever of black and white reads on it.
 */
export function themedBand(color: string, dark: boolean): { background: string; color: string } {
  const band = normalizeColor(color);
  const page = (dark ? DARK : LIGHT)['--bg'];
  const sits = readableOn(band) === readableOn(page);
  const background = sits ? band : mix(band, page, 0.28);
  return { background, color: readableOn(background) };
}
