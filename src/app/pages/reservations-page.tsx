import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session-context';
import { useStorefront } from '../../tenant/storefront-context';
import { branchesQuery } from '../../features/places/places.queries';
import { Reservations } from '../../features/reservations/components/reservations';
import { useTelegramPhone } from '../../features/account/telegram-phone';

export default function ReservationsPage() {
  const { t } = useTranslation('pages');
  const { api, merchant } = useStorefront();
  const user = useCurrentUser();
  const { data: branches } = useQuery(branchesQuery(api, merchant.id));
  const phone = useTelegramPhone();
  if (!user) return null;
  return (
    <div className="stack">
      <h1 className="page-title">{t('reservations')}</h1>
      {branches ? (
        <Reservations branches={branches} userId={user.id} phone={phone} />
      ) : (
        <div className="skeleton" style={{ height: 240 }} aria-hidden="true" />
      )}
    </div>
  );
}
