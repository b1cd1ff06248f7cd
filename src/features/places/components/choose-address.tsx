import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { unwrap } from '../../../api/query-client';
import { useCurrentUser } from '../../../api/session-context';
import { useStorefront } from '../../../engine/storefront-context';
import { locate } from '../../../platform/telegram';
import { notify } from '../../../ui/notify';
import { quoteDelivery } from '../places.queries';

/** Where to deliver: a saved address, the current location, or a new point on the map. */
export function ChooseAddress() {
  const { t } = useTranslation('places');
  const { api, storage, lang, telegram } = useStorefront();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const { data = [] } = useQuery({
    queryKey: ['me', user?.id, 'addresses'],
    queryFn: async () => unwrap(await api.GET('/users/v1/addresses')),
    enabled: user !== null,
  });
  const use = async (address: { latitude: number; longitude: number } & Record<string, unknown>) => {
    const quote = await quoteDelivery(api, address.latitude, address.longitude);
    if (!quote.ok)
      return notify(
        'error',
        (lang === 'en' ? quote.description?.eng : quote.description?.[lang]) ?? quote.message,
      );
    storage.set('deliveryAddress', {
      ...address,
      deliveryPrice: quote.deliveryPrice,
      branchId: quote.branchId,
    });
    navigate('/basket');
  };
  return (
    <div className="stack">
      <ul className="link-list">
        {data.map((a) => (
          <li key={a.id}>
            <button type="button" className="link-row" onClick={() => void use(a as never)}>
              <strong>{a.name || a.streetName}</strong>{' '}
              <small className="muted">{[a.streetName, a.houseNumber].filter(Boolean).join(', ')}</small>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="link-row"
            onClick={async () => {
              const r = await locate(telegram);
              if (r.ok) void use(r.position as never);
              else if (r.reason === 'denied') notify('info', t('allowLocation'));
            }}
          >
            {t('myLocation')}
          </button>
        </li>
        <li>
          <Link href="/address/delivery">{t('newOnMap')}</Link>
        </li>
      </ul>
    </div>
  );
}
