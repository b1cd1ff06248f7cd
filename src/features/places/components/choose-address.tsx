import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Link } from '../../../ui/link';
import { useStorefront } from '../../../tenant/storefront-context';
import { locate } from '../../../platform/telegram';
import { notify } from '../../../ui/notify';
import { errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { quoteDelivery } from '../places.queries';
import { addressDetails } from '../../../domain/address';

type SavedAddress = components['schemas']['Address'];

/** Where to deliver: a saved address (given by the page, from the account), the current location, or a new point on the map. */
export function ChooseAddress({ addresses: data }: { addresses: readonly SavedAddress[] }) {
  const { t } = useTranslation('places');
  const { api, storage, lang, telegram } = useStorefront();
  const [, navigate] = useLocation();
  const use = async (address: Partial<SavedAddress> & { latitude: number; longitude: number }) => {
    const quote = await quoteDelivery(api, address.latitude, address.longitude);
    if (!quote.ok) return notify('error', errorText(quote, lang));
    storage.set('deliveryAddress', {
      ...addressDetails(address),
      latitude: address.latitude,
      longitude: address.longitude,
      deliveryPrice: quote.deliveryPrice,
      branchId: quote.branchId,
    });
    // back to the order being placed (or to the menu when there is none)
    navigate((storage.get('basket') ?? []).length > 0 ? '/checkout' : '/');
  };
  return (
    <div className="stack">
      <ul className="link-list">
        {data.map((a) => (
          <li key={a.id}>
            <button type="button" className="link-row" onClick={() => void use(a)}>
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
              if (r.ok) void use(r.position);
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
