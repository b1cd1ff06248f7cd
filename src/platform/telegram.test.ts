import { describe, expect, it, vi } from 'vitest';
import { dial, haptic, locate, startTelegram, telegramPresent, type TelegramWebApp } from './telegram';
import * as geolocation from './geolocation';

function fake(initData = 'query_id=1&hash=abc'): TelegramWebApp & { calls: string[] } {
  const calls: string[] = [];
  const button = { setText: vi.fn(), show: vi.fn(), hide: vi.fn(), onClick: vi.fn(), offClick: vi.fn() };
  return {
    calls,
    initData,
    ready: () => void calls.push('ready'),
    expand: () => void calls.push('expand'),
    enableClosingConfirmation: () => void calls.push('closingConfirmation'),
    disableVerticalSwipes: () => void calls.push('noVerticalSwipes'),
    BackButton: button,
    MainButton: button,
    HapticFeedback: { notificationOccurred: (k: string) => void calls.push(`haptic:${k}`) },
  } as never;
}

describe('Telegram adapter', () => {
  it('is absent outside Telegram and does nothing', async () => {
    expect(telegramPresent({}, '')).toBe(false);
    expect(await startTelegram({}, '')).toBeNull();
    expect(() => haptic(null, 'success')).not.toThrow();
  });

  it('inside Telegram gets ready, expands, asks before closing and turns vertical swipes off', async () => {
    const app = fake();
    const started = await startTelegram({ Telegram: { WebApp: app } }, '');
    expect(started).toBe(app);
    expect(app.calls).toEqual(['ready', 'expand', 'closingConfirmation', 'noVerticalSwipes']);
    haptic(started, 'success');
    expect(app.calls.at(-1)).toBe('haptic:success');
  });

  it('treats a WebApp without init data as outside Telegram', () => {
    expect(telegramPresent({ Telegram: { WebApp: fake('') } }, '')).toBe(false);
  });

  it("asks Telegram's LocationManager for the position, initialising it first", async () => {
    const browser = vi.spyOn(geolocation, 'currentPosition');
    const manager = {
      isInited: false,
      isLocationAvailable: false,
      init(cb?: () => void) {
        this.isInited = true;
        this.isLocationAvailable = true;
        cb?.();
      },
      getLocation: (cb: (d: { latitude: number; longitude: number } | null) => void) =>
        cb({ latitude: 41.31, longitude: 69.28 }),
    };
    const app = { ...fake(), LocationManager: manager };
    expect(await locate(app)).toEqual({ ok: true, position: { latitude: 41.31, longitude: 69.28 } });
    manager.getLocation = (cb) => cb(null);
    expect(await locate(app)).toEqual({ ok: false, reason: 'denied' });
    expect(browser).not.toHaveBeenCalled();
    browser.mockRestore();
  });

  it("falls back to the browser's position outside Telegram or without location there", async () => {
    const browser = vi
      .spyOn(geolocation, 'currentPosition')
      .mockResolvedValue({ ok: false, reason: 'unavailable' });
    expect(await locate(null)).toEqual({ ok: false, reason: 'unavailable' });
    const unavailable = {
      isInited: true,
      isLocationAvailable: false,
      init: vi.fn(),
      getLocation: vi.fn(),
    };
    expect(await locate({ ...fake(), LocationManager: unavailable })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(unavailable.getLocation).not.toHaveBeenCalled();
    expect(browser).toHaveBeenCalledTimes(2);
    browser.mockRestore();
  });

  it("hands a phone number to the dialler through a new window inside Telegram, and leaves the web's link alone", () => {
    const open = vi.fn();
    expect(dial(null, 'tel:+998900000005', { open })).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(dial(fake(), 'tel:+998900000005', { open })).toBe(true);
    expect(open).toHaveBeenCalledWith('tel:+998900000005', '_blank');
  });
});
