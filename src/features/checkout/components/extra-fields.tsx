import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CheckoutActor } from '../checkout.machine';
import { PhoneInput } from '../../../ui/phone-input';
import type { CheckoutFields, SeatedTable } from '../../../tenant/stored';
import { tableLabel } from '../../../domain/table';
import { useStorefront } from '../../../tenant/storefront-context';

/** The receiver, the table, the comments and the cheque. */
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
        <div className="grid-2">
          <label className="field">
            <span>{t('receiverName')}</span>
            <input value={fields.receiverName} onChange={(e) => set({ receiverName: e.target.value })} />
          </label>
          <label className="field">
            <span>{t('receiverPhone')}</span>
            <PhoneInput value={fields.receiverPhone} onPhone={(receiverPhone) => set({ receiverPhone })} />
          </label>
        </div>
      )}
      {seated && (
        <p className="card" data-testid="checkout-table">
          {tc('table.fixed', { table: tableLabel(seated, lang, tc) })}
        </p>
      )}
      {c.serviceType === 'DINE_IN' && !seated && (
        <label className="field">
          <span>{t('table')}</span>
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
        </label>
      )}
      <label className="field">
        <span>{t('comment')}</span>
        <input value={fields.comment} onChange={(e) => set({ comment: e.target.value })} />
      </label>
      {c.serviceType === 'DELIVERY' && (
        <label className="field">
          <span>{t('courierComment')}</span>
          <input value={fields.courierComment} onChange={(e) => set({ courierComment: e.target.value })} />
        </label>
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
        <label className="field">
          <span>{t('chequePhone')}</span>
          <PhoneInput value={fields.chequePhone} onPhone={(chequePhone) => set({ chequePhone })} />
        </label>
      )}
    </>
  );
}
