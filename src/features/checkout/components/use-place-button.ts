import { useEffect, type RefObject } from 'react';
import { haptic, showMainButton, type TelegramWebApp } from '../../../platform/telegram';

/**
 * Inside Telegram the native MainButton is "Place order · total": it submits the form, shows
 * progress while the order is sent and, like the form's own button, cannot be pressed while a
 * price is worked out or the order cannot go (under a zone's minimum); an error buzzes.
 */
export function useTelegramPlaceButton(
  telegram: TelegramWebApp | null,
  label: string,
  form: RefObject<HTMLFormElement | null>,
  state: { submitting: boolean; blocked: boolean; error: unknown },
) {
  useEffect(() => {
    if (!telegram) return;
    return showMainButton(telegram, label, () => form.current?.requestSubmit());
  }, [telegram, label, form]);
  useEffect(() => {
    if (!telegram) return;
    if (state.submitting) telegram.MainButton.showProgress?.(false);
    else telegram.MainButton.hideProgress?.();
    if (state.submitting || state.blocked) telegram.MainButton.disable?.();
    else telegram.MainButton.enable?.();
  }, [telegram, state.submitting, state.blocked]);
  useEffect(() => {
    if (state.error) haptic(telegram, 'error');
  }, [state.error, telegram]);
}
