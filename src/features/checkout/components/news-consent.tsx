import { useTranslation } from 'react-i18next';
import { useMarketingConsent } from '../../../api/marketing-consent';
import { useStorefront } from '../../../tenant/storefront-context';

/**
 * "Tell me about new dishes and offers" at checkout, off until the customer ticks it: in the
 * Telegram Mini App it agrees to the merchant bot's messages, on the web to SMS and web push.
 * Kept the moment it changes (the profile shows and changes it per channel).
 */
export function NewsConsent() {
  const { t } = useTranslation('checkout');
  const { api, telegram } = useStorefront();
  const { data, save, change } = useMarketingConsent(api, 'CHECKOUT');
  if (!data) return null;
  const agree = (agreed: boolean) => change(telegram ? { telegram: agreed } : { sms: agreed, push: agreed });
  // while it is being kept, the box shows what was asked for
  const checked = telegram ? data.telegram : data.sms || data.push;
  return (
    <label className="picker-check" data-testid="news-consent">
      <input
        type="checkbox"
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => agree(e.target.checked)}
      />
      <span>
        {t('newsConsent')}
        <small className="muted"> {t(telegram ? 'newsConsentTelegram' : 'newsConsentWeb')}</small>
      </span>
    </label>
  );
}
