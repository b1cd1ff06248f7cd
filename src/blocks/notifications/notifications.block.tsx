import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../api/query-client';
import { useCurrentUser } from '../../api/session-context';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../engine/storefront-context';
import { formatDateTime } from '../../i18n/format';

/** The customer's notifications, unread ones marked; opening one marks it read. */
export default function NotificationsBlock() {
  const { t } = useTranslation('blocks');
  const { api, lang } = useStorefront();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = ['me', user?.id, 'notifications'];
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await api.GET('/support/v1/notifications')),
    enabled: user !== null,
  });
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
          onToggle={async (e) => {
            if (!(e.target as HTMLDetailsElement).open || n.isRead) return;
            await api.POST('/support/v1/notifications/{id}/read', { params: { path: { id: n.id } } });
            await queryClient.invalidateQueries({ queryKey: key });
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
