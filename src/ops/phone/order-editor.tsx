import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePricedDraft } from './priced-draft';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { errorBodyOf, errorText, orThrow } from '../../api/errors';
import type { components } from '../../api/schema';
import type { Lang } from '../../domain/localized';
import { isEditable } from '../../domain/order-edit';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormError } from '../../ui/form-error';
import { opsKeys, type StaffOrder } from '../ops-api';
import { reprintAfterEdit } from '../print';
import { AddressFields, type DraftAddress } from './address-fields';
import { BasketEditor, type DeskLine } from './basket-editor';
import { EditWhenPay, type NewWhen } from './edit-when-pay';
import { deskMenuQuery, offeredAt, stopsQuery } from './phone-api';
import './phone.css';

type OrderEdit = components['schemas']['OrderEdit'];

/**
 * "Change order" on an operator's card, while the kitchen has not started it: the lines, the
 * address of a delivery, the time, the payment method (cash or terminal) and the comment, priced by the server as the operator goes (the new total
 * and, for a paid online order, what is owed back), saved in one step.
 */
export function OrderEditor({
  order,
  api,
  merchantId,
  lang,
  branchName = null,
}: {
  order: StaffOrder;
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  /** the branch that cooks it, on a ticket printed again after the edit */
  branchName?: string | null;
}) {
  const { t } = useTranslation('ops-phone');
  const [open, setOpen] = useState(false);
  if (!isEditable(order.status)) return null;
  return open ? (
    <EditForm
      order={order}
      api={api}
      merchantId={merchantId}
      lang={lang}
      branchName={branchName}
      onDone={() => setOpen(false)}
    />
  ) : (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      {t('edit.open')}
    </Button>
  );
}

function EditForm({
  order,
  api,
  merchantId,
  lang,
  branchName,
  onDone,
}: {
  order: StaffOrder;
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  branchName: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('ops-phone');
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<DeskLine[]>(() =>
    order.cartItems.map((l) => ({
      productId: l.productId,
      count: l.count,
      modifications: l.modifications.map((m) => ({ modificationId: m.modificationId, count: m.count })),
    })),
  );
  const [address, setAddress] = useState<DraftAddress | null>(order.address ?? null);
  const [comment, setComment] = useState(order.comment ?? '');
  const [when, setWhen] = useState<NewWhen | null>(null);
  const [payment, setPayment] = useState<string>(order.paymentType);
  const { data: menu } = useQuery(deskMenuQuery(api, merchantId));
  const { data: stops = [] } = useQuery(stopsQuery(api, merchantId));
  const offered = useMemo(
    () => offeredAt(menu?.products ?? [], stops, order.branch),
    [menu, stops, order.branch],
  );
  const edit: OrderEdit | null =
    lines.length === 0
      ? null
      : {
          cartItems: lines,
          comment: comment.trim() || null,
          ...(order.serviceType === 'DELIVERY' && address ? { address } : {}),
          ...(when ?? {}),
          ...(payment !== order.paymentType ? { paymentType: payment as OrderEdit['paymentType'] } : {}),
        };
  const {
    quote: preview,
    submit: save,
    ready,
  } = usePricedDraft(['ops', merchantId, 'edit-preview', order.id], edit, {
    price: async (body) =>
      orThrow(
        await api.POST('/ops/v1/orders/{id}/edit', {
          params: { path: { id: order.id } },
          body: { ...body, dryRun: true },
        }),
      ),
    send: async (body, totalPrice) =>
      orThrow(
        await api.POST('/ops/v1/orders/{id}/edit', {
          params: { path: { id: order.id } },
          body: { ...body, totalPrice },
        }),
      ),
    onSent: (saved) => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) });
      reprintAfterEdit(order, saved, branchName);
      onDone();
    },
  });
  const failure = save.error ?? (edit && preview.error);
  const total = preview.data?.totalPrice;
  return (
    <form
      className="stack ops-edit"
      aria-label={t('edit.title', { number: order.number })}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) save.mutate();
      }}
    >
      <strong>{t('edit.title', { number: order.number })}</strong>
      <BasketEditor
        products={offered.products}
        modificationStopped={offered.modificationStopped}
        lines={lines}
        onLines={setLines}
        lang={lang}
      />
      {order.serviceType === 'DELIVERY' && address && (
        <details className="ops-edit__address">
          <summary>{t('edit.address')}</summary>
          <AddressFields
            address={address}
            onAddress={(a) => a && setAddress(a)}
            lang={lang}
            center={[address.latitude, address.longitude]}
          />
        </details>
      )}
      <EditWhenPay
        order={order}
        api={api}
        merchantId={merchantId}
        when={when}
        onWhen={setWhen}
        payment={payment}
        onPayment={setPayment}
      />
      <Field label={t('comment')}>
        <textarea value={comment} maxLength={500} rows={2} onChange={(e) => setComment(e.target.value)} />
      </Field>
      {total !== undefined && (
        <p role="status">
          {t('edit.newTotal', { before: formatSum(order.totalPrice, lang), after: formatSum(total, lang) })}
          {(preview.data?.refundOwed ?? 0) > 0 &&
            ` · ${t('edit.refundOwed', { sum: formatSum(preview.data?.refundOwed ?? 0, lang) })}`}
          {(preview.data?.extraDue ?? 0) > 0 &&
            ` · ${t('edit.extraDue', { sum: formatSum(preview.data?.extraDue ?? 0, lang) })}`}
        </p>
      )}
      <FormError>{failure && errorText(errorBodyOf(failure), lang)}</FormError>
      <span className="ops-edit__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button variant="primary" type="submit" disabled={!ready || save.isPending}>
          {t('edit.save')}
        </Button>
      </span>
    </form>
  );
}
