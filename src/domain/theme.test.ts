import { describe, expect, it } from 'vitest';
import { themeCss, themeVars } from './theme';

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
});
