import { useTranslation } from 'react-i18next';
import { minutesWaited, slaState, type SlaLimits } from '../../domain/kitchen-sla';
import type { StaffOrder } from '../ops-api';
import { useBoardNow } from './clock';

/**
 * How long the order has waited in its column, coloured by how late it is (amber, red): the one
 * part of a card that draws again as the board's clock ticks.
 */
export function Waited({ order, limits }: { order: StaffOrder; limits: SlaLimits }) {
  const { t } = useTranslation('ops-board');
  const now = new Date(useBoardNow());
  const state = slaState(order, now, limits);
  return (
    <span className={`ops-waited ops-waited--${state}`} data-sla={state}>
      {t('waited', { count: minutesWaited(order, now) })}
      {state !== 'ok' && <span className="visually-hidden"> · {t(`sla.${state}`)}</span>}
    </span>
  );
}
