import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CheckoutActor } from '../checkout.machine';
import { PhoneInput } from '../../../ui/phone-input';
import type { CheckoutFields, SeatedTable } from '../../../tenant/stored';
import { tableLabel } from '../../../domain/table';
import { useStorefront } from '../../../tenant/storefront-context';
import { Field } from '../../../ui/field';
import { NewsConsent } from './news-consent';

/** The receiver, the table, the comments, the cheque and the consent to news. */
export function ExtraFields({
  actor,
  fields,
  onChange,
  receiverActive,
  seated = null,
}: {
  actor: CheckoutActor;
  fields: CheckoutFields;
  onChange: (fields: CheckoutFields) => void;
  receiverActive: boolean;
  /** the table the customer is seated at: fixed, not asked */
  seated?: SeatedTable | null;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { lang } = useStorefront();
  const c = useSelector(
    actor,
    (s) => ({
      serviceType: s.context.serviceType,
      tableId: s.context.tableId,
      noTable: s.context.problems.includes('TABLE'),
    }),
    shallowEqual,
  );
  const set = (patch: Partial<CheckoutFields>) => onChange({ ...fields, ...patch });
  return (
    <>
      {receiverActive && (
        <div className="grid-fit">
          <Field label={t('receiverName')}>
            <input value={fields.receiverName} onChange={(e) => set({ receiverName: e.target.value })} />
          </Field>
          <Field label={t('receiverPhone')}>
            <PhoneInput value={fields.receiverPhone} onPhone={(receiverPhone) => set({ receiverPhone })} />
          </Field>
        </div>
      )}
      {seated && (
        <p className="card" data-testid="checkout-table">
          {tc('table.fixed', { table: tableLabel(seated, lang, tc) })}
        </p>
      )}
      {c.serviceType === 'DINE_IN' && !seated && (
        <Field label={t('table')}>
          <input
            inputMode="numeric"
            value={c.tableId ?? ''}
            onChange={(e) =>
              actor.send({ type: 'TABLE', tableId: Number(e.target.value.replace(/\D/g, '')) || null })
            }
            aria-invalid={c.noTable}
          />
          {c.noTable && (
            <span className="error" role="alert">
              {t('tableRequired')}
            </span>
          )}
        </Field>
      )}
      <Field label={t('comment')}>
        <input value={fields.comment} onChange={(e) => set({ comment: e.target.value })} />
      </Field>
      {c.serviceType === 'DELIVERY' && (
        <Field label={t('courierComment')}>
          <input value={fields.courierComment} onChange={(e) => set({ courierComment: e.target.value })} />
        </Field>
      )}
      <label className="picker-check">
        <input
          type="checkbox"
          checked={fields.sendCheque}
          onChange={(e) => set({ sendCheque: e.target.checked })}
        />
        <span>{t('sendCheque')}</span>
      </label>
      {fields.sendCheque && (
        <Field label={t('chequePhone')}>
          <PhoneInput value={fields.chequePhone} onPhone={(chequePhone) => set({ chequePhone })} />
        </Field>
      )}
      <NewsConsent />
    </>
  );
}
