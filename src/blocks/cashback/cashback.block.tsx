import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session-context';
import { useStorefront } from '../../tenant/storefront-context';
import { cashbackQuery } from '../../features/account/account.queries';
import { formatDateTime, formatDay, formatSum } from '../../i18n/format';

/** The cashback balance (unless the profile's header shows it on top) and its history (logged-in customers only). */
export default function CashbackBlock() {
  const { t } = useTranslation('blocks');
  const { api, lang, settings } = useStorefront();
  const user = useCurrentUser();
  const { data } = useQuery({ ...cashbackQuery(api, user?.id ?? 0), enabled: user !== null });
  if (!user) return null;
  return (
    <section className="card" aria-labelledby="cashback-title">
      <h2 id="cashback-title">{t('cashback')}</h2>
      {data?.percent ? (
        <p className="muted">{t('cashbackRate', { percent: data.percent.toLocaleString(lang) })}</p>
      ) : null}
      {!settings.isVisibleAtProfileTop && (
        <p className="cashback-balance">{formatSum(data?.balance ?? user.cashback ?? 0, lang)}</p>
      )}
      {data?.expiresNext && (
        <p className="muted" data-testid="cashback-expires">
          {t('cashbackExpiresNext', {
            amount: formatSum(data.expiresNext.amount, lang),
            day: formatDay(data.expiresNext.on.slice(0, 10), lang),
          })}
        </p>
      )}
      {data && data.entries.length > 0 && (
        <details>
          <summary>{t('history')}</summary>
          <ul className="plain-list">
            {data.entries.map((e) => (
              <li key={e.id} className="row-between">
                <small className="muted">
                  {formatDateTime(e.createdDate, lang)}
                  {e.expired ? ` · ${t('cashbackExpired')}` : ''}
                </small>
                <span className={e.amount < 0 ? 'closed' : 'open'}>
                  {e.amount > 0 ? '+' : '−'}
                  {formatSum(Math.abs(e.amount), lang)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
