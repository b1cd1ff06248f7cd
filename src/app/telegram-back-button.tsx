import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useStorefront } from '../tenant/storefront-context';

/** Inside Telegram the native BackButton mirrors in-app back navigation. */
export function TelegramBackButton() {
  const { telegram } = useStorefront();
  const [location] = useLocation();
  useEffect(() => {
    if (!telegram) return;
    const back = () => history.back();
    if (location === '/') telegram.BackButton.hide();
    else telegram.BackButton.show();
    telegram.BackButton.onClick(back);
    return () => telegram.BackButton.offClick(back);
  }, [telegram, location]);
  return null;
}
