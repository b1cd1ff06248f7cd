import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { errorBodyOf, errorText } from '../api/errors';
import type { Lang } from '../domain/localized';
import { FormError } from '../ui/form-error';
import { useMarkRefunded, type RefundMethod } from './ops-api';
import { Button } from '../ui/button';
import { Select } from '../ui/field';

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
      <Select
        label={t('refundHow')}
        value={method}
        onChange={(e) => setMethod(e.target.value as RefundMethod)}
        options={(['PROVIDER', 'CARD', 'CASH'] as const).map((m) => ({
          value: m,
          label: t(`refundMethod.${m}`),
        }))}
      />
      <FormError>{mark.error && errorText(errorBodyOf(mark.error), lang)}</FormError>
      <Button variant="primary" type="submit" disabled={mark.isPending}>
        {t('markRefunded')}
      </Button>
    </form>
  );
}
