import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import type { DeskLine } from './basket-editor';
import type { OrderAddress, PhoneCustomer } from './phone-api';

/** The caller: a new customer, or who they are with their saved addresses and last orders to repeat. */
export function CallerCard({
  caller,
  lang,
  onAddress,
  onRepeat,
}: {
  caller: PhoneCustomer;
  lang: Lang;
  onAddress: (a: OrderAddress) => void;
  onRepeat: (lines: DeskLine[]) => void;
}) {
  const { t } = useTranslation('ops-phone');
  if (!caller.customer) return <p className="muted">{t('newCustomer')}</p>;
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    timeZone: 'Asia/Tashkent',
    day: 'numeric',
    month: 'short',
  });
  return (
    <div className="stack ops-phone__caller">
      <strong>{caller.customer.name ?? t('noName')}</strong>
      {caller.addresses.length > 0 && (
        <ul className="ops-phone__chips" aria-label={t('savedAddresses')}>
          {caller.addresses.map((a) => (
            <li key={a.id}>
              <Button
                variant="secondary"
                onClick={() =>
                  onAddress({
                    latitude: a.latitude,
                    longitude: a.longitude,
                    streetName: a.streetName ?? null,
                    houseNumber: a.houseNumber ?? null,
                    entrance: a.entrance ?? null,
                    floor: a.floor ?? null,
                    office: a.office ?? null,
                    domophone: a.domophone ?? null,
                  })
                }
              >
                {[a.name, a.streetName, a.houseNumber].filter(Boolean).join(', ') || t('pointOnMap')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {caller.orders.length > 0 && (
        <ul className="ops-phone__past" aria-label={t('pastOrders')}>
          {caller.orders.map((o) => (
            <li key={o.id} className="row-between">
              <span>
                №{o.number} · {date.format(new Date(o.createdDate))} ·{' '}
                {o.cartItems.map((l) => `${l.count}× ${localized(l.name, lang)}`).join(', ')} ·{' '}
                {formatSum(o.totalPrice, lang)}
              </span>
              <Button
                variant="link"
                onClick={() =>
                  onRepeat(
                    o.cartItems.map((l) => ({
                      productId: l.productId,
                      count: l.count,
                      modifications: l.modifications.map((m) => ({
                        modificationId: m.modificationId,
                        count: m.count,
                      })),
                    })),
                  )
                }
              >
                {t('repeat')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
