import { useTranslation } from 'react-i18next';
import { useMarketingConsent } from '../../../api/marketing-consent';
import { useStorefront } from '../../../tenant/storefront-context';

const CHANNELS = ['telegram', 'push', 'sms'] as const;

/** The merchant's news per channel (Telegram, notifications, SMS): what the customer agreed to, changed here. */
export function NewsConsentSettings() {
  const { t } = useTranslation('account');
  const { api } = useStorefront();
  const { data, save, change } = useMarketingConsent(api, 'PROFILE');
  if (!data) return null;
  return (
    <section className="stack card" aria-labelledby="news-title" data-testid="news-settings">
      <h2 id="news-title">{t('news.title')}</h2>
      <p className="muted">{t('news.hint')}</p>
      {CHANNELS.map((channel) => (
        <label key={channel} className="picker-check">
          <input
            type="checkbox"
            checked={data[channel]}
            disabled={save.isPending}
            onChange={(e) => change({ [channel]: e.target.checked })}
          />
          <span>{t(`news.${channel}`)}</span>
        </label>
      ))}
    </section>
  );
}
