import { describe, expect, it, vi } from 'vitest';
import { haptic, startTelegram, telegramPresent, type TelegramWebApp } from './telegram';

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
});
