import type { TelegramButton, TelegramWebApp } from '../../src/platform/telegram';

/** What Telegram draws outside the Mini App: the studio shows it under the frame. */
export interface TelegramChrome {
  main: {
    text: string;
    visible: boolean;
    active: boolean;
    progress: boolean;
    color: string;
    textColor: string;
  };
  back: boolean;
  /** the bottom bar's colour, as the storefront set it */
  bar: string;
}

/** Telegram's own default themes (bg, secondary bg, text, hint, separator). */
const THEMES = {
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff4',
    text_color: '#000000',
    hint_color: '#999999',
    section_separator_color: '#c8c7cc',
  },
  dark: {
    bg_color: '#212d3b',
    secondary_bg_color: '#151e27',
    text_color: '#ffffff',
    hint_color: '#7d8b99',
    section_separator_color: '#0d1218',
  },
} as const;

/**
 * A Telegram WebApp for the studio's preview: the storefront drives its MainButton and
 * BackButton as inside Telegram, and `onChange` hands what Telegram would show to the studio;
 * `tap()` presses the MainButton as a customer would.
 */
export function studioTelegram(scheme: 'light' | 'dark', onChange: (chrome: TelegramChrome) => void) {
  const chrome: TelegramChrome = {
    main: { text: '', visible: false, active: true, progress: false, color: '#2481cc', textColor: '#ffffff' },
    back: false,
    bar: scheme === 'dark' ? '#17212b' : '#ffffff',
  };
  const mainClicks = new Set<() => void>();
  const backClicks = new Set<() => void>();
  const changed = () => onChange({ main: { ...chrome.main }, back: chrome.back, bar: chrome.bar });
  const main: TelegramButton = {
    setText: (text) => ((chrome.main.text = text), changed()),
    show: () => ((chrome.main.visible = true), changed()),
    hide: () => ((chrome.main.visible = false), changed()),
    enable: () => ((chrome.main.active = true), changed()),
    disable: () => ((chrome.main.active = false), changed()),
    showProgress: () => ((chrome.main.progress = true), changed()),
    hideProgress: () => ((chrome.main.progress = false), changed()),
    onClick: (cb) => void mainClicks.add(cb),
    offClick: (cb) => void mainClicks.delete(cb),
    setParams: ({ color, text_color }) => {
      chrome.main.color = color ?? chrome.main.color;
      chrome.main.textColor = text_color ?? chrome.main.textColor;
      changed();
    },
  };
  const app: TelegramWebApp = {
    initData: 'studio',
    initDataUnsafe: { user: { id: 1, first_name: 'Studio' } },
    colorScheme: scheme,
    themeParams: { ...THEMES[scheme] },
    ready: () => {},
    expand: () => {},
    enableClosingConfirmation: () => {},
    setBottomBarColor: (color) => ((chrome.bar = color), changed()),
    BackButton: {
      show: () => ((chrome.back = true), changed()),
      hide: () => ((chrome.back = false), changed()),
      onClick: (cb) => void backClicks.add(cb),
      offClick: (cb) => void backClicks.delete(cb),
    },
    MainButton: main,
  };
  return {
    app,
    tapMain: () => chrome.main.active && mainClicks.forEach((cb) => cb()),
    tapBack: () => backClicks.forEach((cb) => cb()),
  };
}
