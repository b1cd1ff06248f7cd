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
}

export interface TelegramWebApp {
  initData: string;
  initDataUnsafe?: { user?: { id: number; first_name?: string; language_code?: string } };
  colorScheme?: 'light' | 'dark';
  themeParams?: Record<string, string | undefined>;
  ready(): void;
  expand(): void;
  enableClosingConfirmation(): void;
  disableVerticalSwipes?(): void;
  BackButton: Pick<TelegramButton, 'show' | 'hide' | 'onClick' | 'offClick'>;
  MainButton: TelegramButton;
  HapticFeedback?: { notificationOccurred(type: 'success' | 'error' | 'warning'): void };
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
