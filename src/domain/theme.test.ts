import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE, textOnPrimary, themeCss, themedBand, themeVars } from './theme';

describe('theme', () => {
  it('uses FCE000 when no colour is set, with black text on it', () => {
    expect(themeVars({})).toMatchObject({
      '--primary': '#FCE000',
      '--on-primary': '#000000',
      'color-scheme': 'light',
    });
  });
  it('puts white text on a dark primary and switches to the dark theme', () => {
    expect(themeVars({ mainColor: '7c3aed', mainColorType: 'dark', isDark: true })).toMatchObject({
      '--primary': '#7C3AED',
      '--on-primary': '#FFFFFF',
      '--bg': '#0E0E13',
    });
    expect(themeCss({ mainColor: 'nonsense' })).toContain('--primary:#FCE000');
  });
  it("inside Telegram follows the user's theme where the merchant turned it on, never the brand colour", () => {
    const telegram = {
      colorScheme: 'dark' as const,
      themeParams: {
        bg_color: '#17212b',
        secondary_bg_color: '#232e3c',
        text_color: '#f5f5f5',
        hint_color: 'red',
      },
    };
    expect(themeVars({ mainColor: '2AABEE', telegramThemeActive: true }, telegram)).toMatchObject({
      '--bg': '#232e3c',
      '--surface': '#17212b',
      '--text': '#f5f5f5',
      '--muted': '#A9A9B4', // not a colour Telegram may send: the dark default stays
      '--primary': '#2AABEE',
      'color-scheme': 'dark',
    });
    expect(themeVars({ isDark: false }, telegram)).toMatchObject({
      '--bg': '#F6F5F2',
      'color-scheme': 'light',
    });
    expect(themeVars({ isDark: true }, telegram)).toMatchObject({ '--surface': '#1A1A22' });
  });

  it('reads the text colour on the primary from the colour itself when the choice would be unreadable', () => {
    expect(textOnPrimary({ mainColor: '#FFFFFF', mainColorType: 'dark' })).toBe('#000000');
    expect(textOnPrimary({ mainColor: '#000000', mainColorType: 'light' })).toBe('#FFFFFF');
    // a readable choice is kept
    expect(textOnPrimary({ mainColor: '#7C3AED', mainColorType: 'dark' })).toBe('#FFFFFF');
    expect(textOnPrimary({ mainColor: '#FCE000', mainColorType: 'light' })).toBe('#000000');
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
  });
  it('puts readable text (4.5:1) on any primary colour, whatever mainColorType says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.constantFrom('dark', 'light', null),
        (n, type) => {
          const mainColor = `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
          expect(
            contrastRatio(mainColor, textOnPrimary({ mainColor, mainColorType: type })),
          ).toBeGreaterThanOrEqual(READABLE);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a group band in the theme', () => {
  it('keeps a band that sits with the theme, tints one that does not, and its text always reads', () => {
    expect(themedBand('#FEF3C7', false)).toEqual({ background: '#FEF3C7', color: '#000000' });
    const onDark = themedBand('#FEF3C7', true);
    // night's pale-yellow band becomes a dark warm tint on its dark page
    expect(contrastRatio(onDark.background, '#0E0E13')).toBeLessThan(3);
    expect(onDark.color).toBe('#FFFFFF');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), (n, dark) => {
        const band = themedBand(`#${n.toString(16).padStart(6, '0')}`, dark);
        expect(contrastRatio(band.background, band.color)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
