import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import { useStorefront } from '../../../tenant/storefront-context';
import { formatDateTime, formatSum } from '../../../i18n/format';
import { addressLine, addressWords } from '../../../domain/address';
import { ordersPageQuery } from '../orders.queries';
import { statusLabel } from '../../../domain/order-status';
import { Button } from '../../../ui/button';

function Page({ userId, archive, page }: { userId: number; archive: boolean; page: number }) {
  const { t } = useTranslation('orders');
  const { api, lang } = useStorefront();
  const { t: tc } = useTranslation();
  const { data } = useQuery(ordersPageQuery(api, userId, archive, page));
  return (
    <>
      {(data?.content ?? []).map((o) => (
        <li key={o.id}>
          <Link href={`/profile/orders/${o.id}`} className="card row-between" data-testid="order-row">
            <span>
              <strong>{t('number', { number: o.number })}</strong>
              <br />
              <small className="muted">{formatDateTime(o.createdDate, lang)}</small>
              {o.serviceType === 'DELIVERY' && o.address && (
                <>
                  <br />
                  <small className="muted" data-testid="order-row-address">
                    {addressLine(o.address, addressWords(tc))}
                  </small>
                </>
              )}
            </span>
            <span style={{ textAlign: 'right' }}>
              {formatSum(o.totalPrice, lang)}
              <br />
              <small>{t(`status.${statusLabel(o.status, o.serviceType)}`)}</small>
            </span>
          </Link>
        </li>
      ))}
    </>
  );
}

/** Active and archived orders, ten a page, with "show more". */
export function OrderList({ userId }: { userId: number }) {
  const { t } = useTranslation('orders');
  const { api } = useStorefront();
  const [archive, setArchive] = useState(false);
  const [pages, setPages] = useState(1);
  const { data: last } = useQuery(ordersPageQuery(api, userId, archive, pages - 1));
  return (
    <div className="stack">
      <div className="picker segmented" role="tablist">
        {[false, true].map((a) => (
          <button
            key={String(a)}
            type="button"
            role="tab"
            aria-selected={archive === a}
            className={`chip${archive === a ? ' chip--on' : ''}`}
            onClick={() => {
              setArchive(a);
              setPages(1);
            }}
          >
            {a ? t('archive') : t('active')}
          </button>
        ))}
      </div>
      <ul className="plain-list">
        {Array.from({ length: pages }, (_, i) => (
          <Page key={`${archive}-${i}`} userId={userId} archive={archive} page={i} />
        ))}
      </ul>
      {last && last.totalElements === 0 && <p className="muted">{t('none')}</p>}
      {last && !last.last && (
        <Button variant="secondary" onClick={() => setPages(pages + 1)}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}
