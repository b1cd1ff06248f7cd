import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { errorBodyOf, errorText, orThrow } from '../../api/errors';
import { metresBetween } from '../../domain/courier-route';
import { courierWaitMinutesOf, waitsTooLong } from '../../domain/courier-wait';
import type { Lang } from '../../domain/localized';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormError } from '../../ui/form-error';
import { opsKeys, type StaffOrder } from '../ops-api';
import { ring } from '../ring';
import './delivery.css';

/** Until the courier leaves, a delivery can be given to one of the restaurant's couriers or to Yandex. */
const OPEN = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'AT_TIME'];

export const rosterQuery = (api: ApiClient, merchantId: number) => ({
  queryKey: [...opsKeys.all(merchantId), 'couriers'] as const,
  queryFn: async () => orThrow(await api.GET('/ops/v1/couriers')),
  refetchInterval: 15_000,
});

/**
 * The card's delivery: who carries it — a courier on shift from the roster (free ones first, with
 * how many orders each carries and how far they are from the address) or a Yandex courier called
 * for it (the claim's progress and performer; no performer found or a failed claim rings and
 * turns red, to call again or give it to an own courier).
 */
export function CourierPanel({
  api,
  merchantId,
  order,
  lang,
}: {
  api: ApiClient;
  merchantId: number;
  order: StaffOrder;
  lang: Lang;
}) {
  const { t } = useTranslation('ops-delivery');
  const queryClient = useQueryClient();
  const open = order.serviceType === 'DELIVERY' && OPEN.includes(order.status);
  const roster = useQuery({ ...rosterQuery(api, merchantId), enabled: order.serviceType === 'DELIVERY' });
  // the board's query (the same key): how long the merchant lets a ready delivery wait for a courier
  const { data: settings } = useQuery({
    queryKey: opsKeys.settings(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/merchant/settings/web', { signal })),
    enabled: order.serviceType === 'DELIVERY',
  });
  const [chosen, setChosen] = useState('');
  // the clock the waiting is measured by, a tick every half minute
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) });
  const give = useMutation({
    mutationFn: async (courierId: number) =>
      orThrow(
        await api.POST('/ops/v1/orders/{id}/assign', {
          params: { path: { id: order.id } },
          body: { courierId },
        }),
      ),
    onSettled: refresh,
  });
  const yandex = useMutation({
    mutationFn: async () =>
      orThrow(await api.POST('/ops/v1/orders/{id}/yandex', { params: { path: { id: order.id } } })),
    onSettled: refresh,
  });
  const claim = roster.data?.claims.find((c) => c.orderId === order.id) ?? null;
  const waiting = now !== null && waitsTooLong(order, new Date(now), courierWaitMinutesOf(settings ?? {}));
  const failed = (claim?.failed === true && order.deliveryType === 'YANDEX') || waiting;
  useEffect(() => {
    if (failed) ring();
  }, [failed]);
  if (order.serviceType !== 'DELIVERY' || (!open && !claim)) return null;
  const address = order.address;
  const onShift = (roster.data?.couriers ?? [])
    .filter((c) => c.onShift && (c.branchId === null || c.branchId === order.branch))
    .sort((a, b) => a.orders.length - b.orders.length);
  const failure = give.error ?? yandex.error;
  return (
    <section
      className={failed ? 'ops-delivery ops-delivery--failed stack' : 'ops-delivery stack'}
      aria-label={t('title')}
      data-testid="ops-delivery"
    >
      {claim && order.deliveryType === 'YANDEX' && (
        <p data-testid="ops-claim" role={failed ? 'alert' : undefined}>
          {t('yandexStatus', { status: t(`claim.${claim.courierStatus ?? 'PERFORMER_LOOK_UP'}`) })}
          {claim.performer?.name &&
            ` · ${[claim.performer.name, claim.performer.car, claim.performer.phone].filter(Boolean).join(' · ')}`}
        </p>
      )}
      {open && (
        <form
          className="ops-delivery__give"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) give.mutate(Number(chosen));
          }}
        >
          <Field label={t('courierOnShift')}>
            <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{onShift.length ? t('choose') : t('nobodyOnShift')}</option>
              {onShift.map((c) => {
                const far =
                  address && c.latitude !== null && c.longitude !== null
                    ? (metresBetween(c as { latitude: number; longitude: number }, address) / 1000).toFixed(1)
                    : null;
                return (
                  <option key={c.id} value={c.id}>
                    {[
                      c.name,
                      c.free ? t('free') : t('carries', { count: c.orders.length }),
                      far && t('km', { km: far }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </option>
                );
              })}
            </select>
          </Field>
          <Button variant="secondary" type="submit" disabled={!chosen || give.isPending}>
            {t('give')}
          </Button>
          {(!claim || failed || order.deliveryType !== 'YANDEX') && (
            <Button
              variant={failed ? 'danger' : 'secondary'}
              disabled={yandex.isPending}
              onClick={() => yandex.mutate()}
            >
              {failed ? t('callYandexAgain') : t('callYandex')}
            </Button>
          )}
        </form>
      )}
      <FormError>{failure && errorText(errorBodyOf(failure), lang)}</FormError>
    </section>
  );
}
