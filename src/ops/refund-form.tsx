import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { errorBodyOf, errorText } from '../api/errors';
import type { Lang } from '../domain/localized';
import { FormError } from '../ui/form-error';
import { useMarkRefunded, type RefundMethod } from './ops-api';

/** An operator gives a cancelled paid order's money back and says how; the card then leaves the board. */
export function RefundForm({
  api,
  merchantId,
  orderId,
  lang,
}: {
  api: ApiClient;
  merchantId: number;
  orderId: number;
  lang: Lang;
}) {
  const { t } = useTranslation('ops');
  const mark = useMarkRefunded(api, merchantId);
  const [method, setMethod] = useState<RefundMethod>('PROVIDER');
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        mark.mutate({ id: orderId, method });
      }}
    >
      <label className="field">
        <span>{t('refundHow')}</span>
        <select value={method} onChange={(e) => setMethod(e.target.value as RefundMethod)}>
          {(['PROVIDER', 'CARD', 'CASH'] as const).map((m) => (
            <option key={m} value={m}>
              {t(`refundMethod.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <FormError>{mark.error && errorText(errorBodyOf(mark.error), lang)}</FormError>
      <button type="submit" className="btn btn--primary" disabled={mark.isPending}>
        {t('markRefunded')}
      </button>
    </form>
  );
}
