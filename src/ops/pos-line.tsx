import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { orThrow } from '../api/errors';
import { Button } from '../ui/button';
import { opsKeys, type StaffOrder } from './ops-api';
import { ring } from './ring';

/** The POS's name as the desk writes it. */
const providerName = (provider: string) => (provider === 'iiko' ? 'iiko' : 'Poster');

/** the refusals this desk has rung for (a refetch of the board does not ring again) */
const rung = new Set<number>();

/**
 * An order's line about the merchant's POS on its card: "iiko № 1234" once the POS has it,
 * "iiko: <its refusal>" in red with Retry (the desk rings once for a refusal), or that it waits.
 */
export function PosLine({
  order,
  api,
  merchantId,
  operator,
}: {
  order: StaffOrder;
  api: ApiClient;
  merchantId: number;
  operator: boolean;
}) {
  const { t } = useTranslation('ops-pos');
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: async () =>
      orThrow(await api.POST('/ops/v1/orders/{id}/pos-retry', { params: { path: { id: order.id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) }),
  });
  const pos = order.pos;
  const refused = pos?.creationStatus === 'Error';
  useEffect(() => {
    if (refused && !rung.has(order.id)) {
      rung.add(order.id);
      ring();
    }
  }, [refused, order.id]);
  if (!pos) return null;
  const name = providerName(pos.provider);
  if (refused)
    return (
      <p className="ops-pos ops-pos--refused" role="alert" data-testid="pos-line">
        <span>{t('refused', { pos: name, error: pos.error ?? '' })}</span>
        {operator && (
          <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
            {t('retry')}
          </Button>
        )}
      </p>
    );
  return (
    <p className="ops-pos muted" data-testid="pos-line">
      {pos.creationStatus === 'Success' && pos.number
        ? t('number', { pos: name, number: pos.number })
        : t('waiting', { pos: name })}
    </p>
  );
}

/** A minute: an order not in the POS for longer turns the status line red. */
const TOO_LONG_MS = 60_000;

/** The desk's one line about the POS: its last syncs, orders waiting or refused; red when something waits too long. */
export function PosStatusLine({ api, merchantId }: { api: ApiClient; merchantId: number }) {
  const { t } = useTranslation('ops-pos');
  const status = useQuery({
    queryKey: [...opsKeys.all(merchantId), 'pos-status'] as const,
    queryFn: async ({ signal }) => orThrow(await api.GET('/ops/v1/pos/status', { signal })),
    refetchInterval: 30_000,
  });
  const s = status.data;
  if (!s?.provider) return null;
  const late = s.oldestWaiting !== null && status.dataUpdatedAt - Date.parse(s.oldestWaiting) > TOO_LONG_MS;
  const bad = late || s.refused > 0 || s.stopList?.ok === false || s.menu?.ok === false;
  return (
    <p className={bad ? 'ops-pos ops-pos--refused' : 'ops-pos muted'} role="status" data-testid="pos-status">
      {t('status', { pos: providerName(s.provider), waiting: s.waiting, refused: s.refused })}
    </p>
  );
}
