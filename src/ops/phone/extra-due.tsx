import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { errorBodyOf, errorText, orThrow } from '../../api/errors';
import type { Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { opsKeys, type StaffOrder } from '../ops-api';

/**
 * A paid order an edit made dearer: the difference the customer was sent a link for, and
 * the operator's "taken in cash" when the customer pays it at the door or the counter instead.
 */
export function ExtraDue({
  order,
  api,
  merchantId,
  lang,
}: {
  order: StaffOrder;
  api: ApiClient;
  merchantId: number;
  lang: Lang;
}) {
  const { t } = useTranslation('ops-phone');
  const queryClient = useQueryClient();
  const cash = useMutation({
    mutationFn: async () =>
      orThrow(await api.POST('/ops/v1/orders/{id}/difference/cash', { params: { path: { id: order.id } } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) }),
  });
  const due = order.extraDue ?? 0;
  if (due <= 0 || order.status === 'CANCELED') return null;
  return (
    <div className="stack" data-testid="extra-due">
      <p className="warning">{t('edit.extraDue', { sum: formatSum(due, lang) })}</p>
      <Button variant="secondary" onClick={() => cash.mutate()} disabled={cash.isPending}>
        {t('edit.cashTaken', { sum: formatSum(due, lang) })}
      </Button>
      <FormError>{cash.error && errorText(errorBodyOf(cash.error), lang)}</FormError>
    </div>
  );
}
