import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { errorBodyOf, errorText, orThrow } from '../api/errors';
import type { components } from '../api/schema';
import { addressLine } from '../domain/address';
import { localized, type Lang } from '../domain/localized';
import { formatSum } from '../domain/money';
import { Button, buttonClass } from '../ui/button';
import { Field } from '../ui/field';
import { FormError } from '../ui/form-error';

type CourierOrder = components['schemas']['CourierOrder'];
type Step = 'PERFORMER_PICKUPED' | 'PERFORMER_ARRIVED' | 'PERFORMER_DELIVERED_FINISH' | 'FAILED';

/** One order as its courier carries it: where, who, what to collect, and the next steps. */
export function CourierOrderCard({
  api,
  order,
  lang,
  onChanged,
}: {
  api: ApiClient;
  order: CourierOrder;
  lang: Lang;
  onChanged: () => void;
}) {
  const { t } = useTranslation('courier');
  const [form, setForm] = useState<'cash' | 'failed' | null>(null);
  const [cash, setCash] = useState(String(order.toCollect));
  const [reason, setReason] = useState('');
  const step = useMutation({
    mutationFn: async (body: { courierStatus: Step; cashCollected?: number; reason?: string }) =>
      orThrow(await api.POST('/courier/v1/orders/{id}/step', { params: { path: { id: order.id } }, body })),
    onSuccess: () => {
      setForm(null);
      onChanged();
    },
  });
  const a = order.address;
  const point = a ? `${a.latitude},${a.longitude}` : null;
  const phone = order.customer.phone?.replace(/\D/g, '') ?? null;
  const onWay = order.status === 'ON_WAY';
  const words = {
    entrance: t('address.entrance'),
    floor: t('address.floor'),
    apartment: t('address.apartment'),
  };
  return (
    <article className="courier-order card stack" data-testid="courier-order" data-status={order.status}>
      <header className="courier-order__head">
        <h2>{t('order', { number: order.number })}</h2>
        <span className="courier-order__status">{t(`status.${order.status}`, order.status)}</span>
      </header>
      {a && (
        <p className="courier-order__address">
          {addressLine(a, words)}
          {a.domophone ? `, ${t('address.intercom', { code: a.domophone })}` : ''}
        </p>
      )}
      <p className="muted">{t('from', { branch: localized(order.branch.name, lang) })}</p>
      {order.comment && <p>{t('customerComment', { text: order.comment })}</p>}
      {order.courierComment && <p>{t('courierComment', { text: order.courierComment })}</p>}
      <p className={order.toCollect > 0 ? 'courier-order__cash' : 'courier-order__paid'}>
        {order.toCollect > 0 ? t('collect', { sum: formatSum(order.toCollect, lang) }) : t('paid')}
      </p>
      <div className="courier-order__links">
        {phone && (
          <a className={buttonClass('secondary')} href={`tel:+${phone}`}>
            {order.customer.name ? t('call', { name: order.customer.name }) : t('callCustomer')}
          </a>
        )}
        {point && (
          <a
            className={buttonClass('secondary')}
            href={`https://yandex.uz/maps/?rtext=~${point}&rtt=auto`}
            target="_blank"
            rel="noreferrer"
          >
            {t('openMap')}
          </a>
        )}
        {a && (
          <a
            className={buttonClass('secondary')}
            href={`yandexnavi://build_route_on_map?lat_to=${a.latitude}&lon_to=${a.longitude}`}
          >
            {t('openNavigator')}
          </a>
        )}
      </div>
      {order.courierStatus === 'FAILED' && <p className="error">{t('cannotDeliver')}</p>}
      {form === 'cash' && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            step.mutate({ courierStatus: 'PERFORMER_DELIVERED_FINISH', cashCollected: Number(cash) || 0 });
          }}
        >
          <Field label={t('cashCollected')}>
            <input
              inputMode="numeric"
              value={cash}
              onChange={(e) => setCash(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
          <Button variant="primary" type="submit" block disabled={step.isPending}>
            {t('delivered')}
          </Button>
        </form>
      )}
      {form === 'failed' && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            step.mutate({ courierStatus: 'FAILED', reason });
          }}
        >
          <Field label={t('reason')}>
            <textarea value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Button variant="danger" type="submit" block disabled={step.isPending || !reason.trim()}>
            {t('send')}
          </Button>
        </form>
      )}
      <FormError>{step.error && errorText(errorBodyOf(step.error), lang)}</FormError>
      <div className="courier-order__steps">
        {!onWay && (
          <Button
            variant="primary"
            block
            disabled={order.status !== 'DONE' || step.isPending}
            onClick={() => step.mutate({ courierStatus: 'PERFORMER_PICKUPED' })}
          >
            {t('pickedUp')}
          </Button>
        )}
        {onWay && order.courierStatus !== 'PERFORMER_ARRIVED' && (
          <Button
            variant="secondary"
            block
            disabled={step.isPending}
            onClick={() => step.mutate({ courierStatus: 'PERFORMER_ARRIVED' })}
          >
            {t('arrived')}
          </Button>
        )}
        {onWay && form === null && (
          <Button
            variant="primary"
            block
            disabled={step.isPending}
            onClick={() =>
              order.toCollect > 0
                ? setForm('cash')
                : step.mutate({ courierStatus: 'PERFORMER_DELIVERED_FINISH' })
            }
          >
            {t('delivered')}
          </Button>
        )}
        {form === null ? (
          <Button variant="link" onClick={() => setForm('failed')}>
            {t('cannotDeliver')}
          </Button>
        ) : (
          <Button variant="link" onClick={() => setForm(null)}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </article>
  );
}
