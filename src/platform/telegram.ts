import { currentPosition, type GeolocationResult } from './geolocation';

/**
 * The one door to Telegram's Mini App API. Inside Telegram the client provides
 * `window.Telegram.WebApp` (or the launch parameters carry `tgWebAppData`, and @twa-dev/sdk is
 * loaded then — never on the ordinary web's critical path). Outside Telegram every call is a no-op.
 */
export interface TelegramButton {
  setText(text: string): void;
  show(): void;
  hide(): void;
  onClick(cb: () => void): void;
  offClick(cb: () => void): void;
  showProgress?(leaveActive?: boolean): void;
  hideProgress?(): void;
  /** a disabled MainButton ignores taps */
  enable?(): void;
  disable?(): void;
  /** Bot API 7.10: the button's own colours */
  setParams?(params: { color?: string; text_color?: string }): void;
}

export interface TelegramWebApp {
  initData: string;
  initDataUnsafe?: {
    user?: { id: number; first_name?: string; language_code?: string };
    /** the `startapp` parameter of the link that opened the Mini App */
    start_param?: string;
  };
  colorScheme?: 'light' | 'dark';
  themeParams?: Record<string, string | undefined>;
  ready(): void;
  expand(): void;
  enableClosingConfirmation(): void;
  disableVerticalSwipes?(): void;
  BackButton: Pick<TelegramButton, 'show' | 'hide' | 'onClick' | 'offClick'>;
  MainButton: TelegramButton;
  HapticFeedback?: { notificationOccurred(type: 'success' | 'error' | 'warning'): void };
  /** Bot API 6.9: the customer's phone, signed by Telegram, after their consent */
  requestContact?(
    callback: (
      shared: boolean,
      response?: { status: 'sent'; response: string } | { status: 'cancelled' },
    ) => void,
  ): void;
  /** Bot API 6.1 / 7.10: the native header, background and bottom bar colours */
  setHeaderColor?(color: string): void;
  setBackgroundColor?(color: string): void;
  setBottomBarColor?(color: string): void;
  /** the height that stays put while the keyboard or an expansion animates */
  viewportStableHeight?: number;
  onEvent?(event: 'viewportChanged', handler: (e: { isStateStable: boolean }) => void): void;
  offEvent?(event: 'viewportChanged', handler: (e: { isStateStable: boolean }) => void): void;
  /** Bot API 8.0: the device location through Telegram's own permission. */
  LocationManager?: {
    isInited: boolean;
    isLocationAvailable: boolean;
    init(cb?: () => void): void;
    getLocation(cb: (data: { latitude: number; longitude: number } | null) => void): void;
  };
}

type W = { Telegram?: { WebApp?: TelegramWebApp } };

export function telegramPresent(
  win: W = window as unknown as W,
  hash = typeof location === 'undefined' ? '' : location.hash,
): boolean {
  return Boolean(win.Telegram?.WebApp?.initData) || hash.includes('tgWebAppData');
}

/** The WebApp inside Telegram, ready, expanded, with closing confirmation on and vertical swipes off; null outside. */
export async function startTelegram(
  win: W = window as unknown as W,
  hash = typeof location === 'undefined' ? '' : location.hash,
): Promise<TelegramWebApp | null> {
  if (!telegramPresent(win, hash)) return null;
  let app = win.Telegram?.WebApp ?? null;
  if (!app?.initData) app = ((await import('@twa-dev/sdk')).default as unknown as TelegramWebApp) ?? null;
  if (!app?.initData) return null;
  app.ready();
  app.expand();
  app.enableClosingConfirmation();
  app.disableVerticalSwipes?.();
  return app;
}

/** Shows Telegram's MainButton with a text and a click; the returned function takes both back. */
export function showMainButton(app: TelegramWebApp, text: string, onClick: () => void): () => void {
  app.MainButton.setText(text);
  app.MainButton.show();
  app.MainButton.onClick(onClick);
  return () => {
    app.MainButton.offClick(onClick);
    app.MainButton.hide();
  };
}

/** A haptic tick where Telegram can give one. */
export function haptic(app: TelegramWebApp | null, kind: 'success' | 'error'): void {
  app?.HapticFeedback?.notificationOccurred(kind);
}

/**
 * A phone call from inside the Mini App: Telegram's web view drops a `tel:` link's own navigation
 * (tma.js issue 677), a new window hands the number to the phone's dialler. True when it did;
 * outside Telegram the link is left to work as links do.
 */
export function dial(app: TelegramWebApp | null, href: string, win: Pick<Window, 'open'> = window): boolean {
  if (!app) return false;
  win.open(href, '_blank');
  return true;
}

/** Telegram's location where the client offers it, otherwise the browser's; refusal is a value. */
export async function locate(app: TelegramWebApp | null): Promise<GeolocationResult> {
  const manager = app?.LocationManager;
  if (!manager) return currentPosition();
  if (!manager.isInited) await new Promise<void>((resolve) => manager.init(() => resolve()));
  if (!manager.isLocationAvailable) return currentPosition();
  return new Promise((resolve) =>
    manager.getLocation((data) =>
      resolve(
        data
          ? { ok: true, position: { latitude: data.latitude, longitude: data.longitude } }
          : { ok: false, reason: 'denied' },
      ),
    ),
  );
}

/**
 * The merchant's colours on Telegram's own controls: the MainButton in the brand colour with the
 * readable text on it, the header and background in the page's, the bottom bar in the surface's.
 */
export function brandTelegram(
  app: TelegramWebApp,
  colours: { primary: string; onPrimary: string; bg: string; surface: string },
): void {
  app.MainButton.setParams?.({ color: colours.primary, text_color: colours.onPrimary });
  app.setHeaderColor?.(colours.bg);
  app.setBackgroundColor?.(colours.bg);
  app.setBottomBarColor?.(colours.surface);
}

/**
 * The page follows Telegram's stable viewport (`--tg-viewport-height`): when the keyboard opens,
 * the focused field is brought back into view. Returns the unsubscribe.
 */
export function followViewport(
  app: TelegramWebApp,
  root: HTMLElement = document.documentElement,
): () => void {
  const apply = () => {
    if (app.viewportStableHeight)
      root.style.setProperty('--tg-viewport-height', `${app.viewportStableHeight}px`);
  };
  const onChange = ({ isStateStable }: { isStateStable: boolean }) => {
    if (!isStateStable) return;
    apply();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.matches('input, textarea, select'))
      focused.scrollIntoView?.({ block: 'center' });
  };
  apply();
  app.onEvent?.('viewportChanged', onChange);
  return () => app.offEvent?.('viewportChanged', onChange);
}

/**
 * Asks Telegram for the customer's phone (a native consent sheet). The signed contact string the
 * server checks, or null when the customer declines or the client cannot ask.
 */
export function requestContact(app: TelegramWebApp | null): Promise<string | null> {
  const ask = app?.requestContact;
  if (!app || !ask) return Promise.resolve(null);
  return new Promise((resolve) =>
    ask.call(app, (shared, response) =>
      resolve(shared && response?.status === 'sent' ? response.response : null),
    ),
  );
}

/**
 * The deep-link parameter the Mini App was opened with (`startapp`), or on the web the same
 * `?startapp=` in the address.
 */
export function startParam(
  app: TelegramWebApp | null,
  search = typeof location === 'undefined' ? '' : location.search,
): string | null {
  const query = new URLSearchParams(search);
  return app?.initDataUnsafe?.start_param || query.get('tgWebAppStartParam') || query.get('startapp') || null;
}
