import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session-context';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { formatDateTime } from '../../i18n/format';
import { notificationsQuery, useMarkNotificationRead } from '../../features/content/content.queries';

/** The customer's notifications, unread ones marked; opening one marks it read. */
export default function NotificationsBlock() {
  const { t } = useTranslation('blocks');
  const { api, lang } = useStorefront();
  const user = useCurrentUser();
  const markRead = useMarkNotificationRead(api, user?.id ?? 0);
  const { data = [] } = useQuery({ ...notificationsQuery(api, user?.id ?? 0), enabled: user !== null });
  if (!user || data.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="notifications-title">
      <h2 id="notifications-title">
        {t('notifications')}{' '}
        {data.some((n) => !n.isRead) && (
          <span className="badge-inline">{t('unread', { count: data.filter((n) => !n.isRead).length })}</span>
        )}
      </h2>
      {data.map((n) => (
        <details
          key={n.id}
          className={`card notification${n.isRead ? '' : ' notification--unread'}`}
          onToggle={(e) => {
            if ((e.target as HTMLDetailsElement).open && !n.isRead) markRead.mutate(n.id);
          }}
        >
          <summary>
            <strong>{localized(n.title, lang)}</strong>{' '}
            <small className="muted">{formatDateTime(n.createdDate, lang)}</small>
          </summary>
          <p>{localized(n.body, lang)}</p>
        </details>
      ))}
    </section>
  );
}
