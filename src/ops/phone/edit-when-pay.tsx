import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { offeredDays } from '../../domain/later-slot';
import { paysOnline } from '../../domain/order-edit';
import { timeSlots } from '../../domain/schedule';
import { Select } from '../../ui/field';
import { opsKeys, type StaffOrder } from '../ops-api';

/** A new time for the order: a day the checkout offers (today, tomorrow) and a slot the branch is open for. */
export interface NewWhen {
  day: string;
  time: string;
}

/** The payment methods the desk can change an order to: paid at the door or the counter. */
export const AT_HAND = ['CASH', 'TERMINAL'] as const;

/**
 * The order's time and payment method on "Change order": "as ordered" keeps its time, else a day
 * and one of the branch's slots (the server checks it as the checkout does); cash or a terminal,
 * not offered for an order already paid online.
 */
export function EditWhenPay({
  order,
  api,
  merchantId,
  when,
  onWhen,
  payment,
  onPayment,
}: {
  order: StaffOrder;
  api: ApiClient;
  merchantId: number;
  when: NewWhen | null;
  onWhen: (when: NewWhen | null) => void;
  payment: string;
  onPayment: (payment: string) => void;
}) {
  const { t } = useTranslation('ops-phone');
  const { t: tOps } = useTranslation('ops');
  const { data: branches = [] } = useQuery({
    queryKey: opsKeys.branches(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/branches', { signal })),
  });
  const branch = branches.find((b) => b.id === order.branch);
  // the days and slots are read when the form opened
  const [now] = useState(() => new Date());
  const days = useMemo(() => offeredDays(now), [now]);
  const slotsOf = (day: string) => (branch ? timeSlots(branch, day, now) : []);
  const paidOnline = order.isPaid && paysOnline(order.paymentType);
  const asOrdered = order.later && order.day && order.time ? `${order.day} ${order.time}` : t('edit.now');
  return (
    <div className="ops-edit__when">
      <Select
        label={t('edit.day')}
        value={when?.day ?? ''}
        onChange={(e) => {
          const day = e.target.value;
          const first = slotsOf(day)[0];
          onWhen(day && first ? { day, time: first } : null);
        }}
        options={[
          { value: '', label: t('edit.asOrdered', { when: asOrdered }) },
          ...days
            .filter((day) => slotsOf(day).length > 0)
            .map((day) => ({
              value: day,
              label: `${t(day === days[0] ? 'edit.today' : 'edit.tomorrow')} ${day}`,
            })),
        ]}
      />
      {when && (
        <Select
          label={t('edit.time')}
          value={when.time}
          onChange={(e) => onWhen({ ...when, time: e.target.value })}
          options={slotsOf(when.day).map((time) => ({ value: time, label: time }))}
        />
      )}
      {!paidOnline && (
        <Select
          label={t('payment')}
          value={payment}
          onChange={(e) => onPayment(e.target.value)}
          options={[
            ...(AT_HAND.includes(order.paymentType as (typeof AT_HAND)[number])
              ? []
              : [{ value: order.paymentType, label: tOps(`payment.${order.paymentType}`) }]),
            ...AT_HAND.map((p) => ({ value: p, label: tOps(`payment.${p}`) })),
          ]}
        />
      )}
    </div>
  );
}
