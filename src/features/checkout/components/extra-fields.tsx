import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CheckoutActor } from '../checkout.machine';
import type { CheckoutFields } from '../order-request';
import { PhoneInput } from '../../../ui/phone-input';

/** The receiver, the table, the comments and the cheque. */
export function ExtraFields({
  actor,
  fields,
  onChange,
  receiverActive,
}: {
  actor: CheckoutActor;
  fields: CheckoutFields;
  onChange: (fields: CheckoutFields) => void;
  receiverActive: boolean;
}) {
  const { t } = useTranslation('checkout');
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
      {c.serviceType === 'DINE_IN' && (
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
