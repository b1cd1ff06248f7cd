import type { Page } from '@playwright/test';
import { developmentBotToken, signInitData } from '../../server/auth/telegram';

export const BOT_TOKEN = developmentBotToken('demo');

export interface TelegramUser {
  id: number;
  first_name: string;
  language_code: string;
}

/** initData for a Telegram user as demo's bot signs it (optionally opened by a `startapp` link). */
export const signedLaunch = (user: TelegramUser, startParam?: string) =>
  signInitData(
    {
      user: JSON.stringify(user),
      auth_date: String(Math.floor(Date.now() / 1000)),
      ...(startParam ? { start_param: startParam } : {}),
    },
    BOT_TOKEN,
  );

/** The contact Telegram hands the Mini App after the user agrees to share their phone, signed by demo's bot. */
export const signedContact = (userId: number, phone: string) =>
  signInitData(
    {
      contact: JSON.stringify({ user_id: userId, phone_number: phone, first_name: 'Malika' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
    },
    BOT_TOKEN,
  );

/**
 * A fake Telegram WebApp that records what the storefront asks of it. `contact` is what
 * requestContact answers: a signed contact, or null for a customer who declines.
 */
export async function openInTelegram(
  page: Page,
  initData: string,
  options: { user?: TelegramUser; startParam?: string; contact?: string | null } = {},
) {
  const user = options.user ?? { id: 555, first_name: 'Malika', language_code: 'ru' };
  await page.addInitScript(
    ({ data, user, startParam, contact }) => {
      const calls: string[] = [];
      const handlers = { main: [] as (() => void)[], back: [] as (() => void)[] };
      const button = (name: 'main' | 'back') => ({
        text: '',
        visible: false,
        active: true,
        color: '',
        textColor: '',
        enable() {
          this.active = true;
        },
        disable() {
          this.active = false;
        },
        setText(t: string) {
          this.text = t;
          calls.push(`${name}:text:${t}`);
        },
        setParams(params: { color?: string; text_color?: string }) {
          this.color = params.color ?? this.color;
          this.textColor = params.text_color ?? this.textColor;
        },
        show() {
          this.visible = true;
        },
        hide() {
          this.visible = false;
        },
        onClick: (cb: () => void) => void handlers[name].push(cb),
        offClick: (cb: () => void) => (handlers[name] = handlers[name].filter((h) => h !== cb)),
        showProgress: () => void calls.push(`${name}:progress`),
        hideProgress: () => undefined,
      });
      const MainButton = button('main');
      const BackButton = button('back');
      const colours: Record<string, string> = {};
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: {
          initData: data,
          initDataUnsafe: { user, ...(startParam ? { start_param: startParam } : {}) },
          colorScheme: 'dark',
          themeParams: { bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5' },
          viewportStableHeight: 640,
          ready: () => void calls.push('ready'),
          expand: () => void calls.push('expand'),
          enableClosingConfirmation: () => void calls.push('closingConfirmation'),
          disableVerticalSwipes: () => void calls.push('noVerticalSwipes'),
          setHeaderColor: (c: string) => void (colours.header = c),
          setBackgroundColor: (c: string) => void (colours.background = c),
          setBottomBarColor: (c: string) => void (colours.bottomBar = c),
          onEvent: () => undefined,
          offEvent: () => undefined,
          requestContact: (cb: (shared: boolean, response?: unknown) => void) => {
            calls.push('requestContact');
            setTimeout(() =>
              contact ? cb(true, { status: 'sent', response: contact }) : cb(false, { status: 'cancelled' }),
            );
          },
          MainButton,
          BackButton,
          HapticFeedback: { notificationOccurred: (k: string) => void calls.push(`haptic:${k}`) },
        },
      };
      (window as unknown as { __tg: unknown }).__tg = {
        calls,
        colours,
        MainButton,
        BackButton,
        // like Telegram, a tap on a disabled MainButton reaches nobody
        click: (name: 'main' | 'back') =>
          (name === 'back' || MainButton.active) && handlers[name].forEach((h) => h()),
      };
    },
    { data: initData, user, startParam: options.startParam ?? null, contact: options.contact ?? null },
  );
}

export const tg = <T>(
  page: Page,
  fn: (tg: {
    calls: string[];
    colours: Record<string, string>;
    MainButton: { text: string; visible: boolean; active: boolean; color: string; textColor: string };
    BackButton: { visible: boolean };
    click: (n: 'main' | 'back') => void;
  }) => T,
) => page.evaluate(`(${fn.toString()})(window.__tg)`) as Promise<T>;
