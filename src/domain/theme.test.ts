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
});
