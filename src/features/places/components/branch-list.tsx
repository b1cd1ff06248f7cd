import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Stored } from '../../../tenant/stored';
import { useTranslation } from 'react-i18next';
import { haversineMeters } from '../../../domain/geo';
import { localized, inLanguage } from '../../../domain/localized';
import { useStorefront } from '../../../tenant/storefront-context';
import { branchesQuery } from '../places.queries';
import { formatDay, formatPhone, formatKm } from '../../../i18n/format';
import { Button } from '../../../ui/button';

/**
 * Branches with address, hours (and the coming week's holidays: a day off or a short day), open now
 * or closed, phone and the distance from the customer.
 */
export function BranchList({
  onChoose,
  chosenId,
}: {
  onChoose?: (branchId: number) => void;
  chosenId?: number | null;
}) {
  const { t } = useTranslation('places');
  const { api, merchant, lang, storage } = useStorefront();
  const { data = [] } = useQuery(branchesQuery(api, merchant.id));
  // the device's position is read after the first render: a server-rendered list has none, and
  // hydration must draw what the server drew
  const [position, setPosition] = useState<Stored['position'] | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- as Root does for the device's city and branch
  useEffect(() => setPosition(storage.get('position') ?? null), [storage]);
  return (
    <ul className="plain-list">
      {data.map((b) => {
        // the server reads the time (one clock for the storefront and the order rules)
        const open = b.isOpen !== false;
        const km = position
          ? haversineMeters([position.latitude, position.longitude], [b.latitude, b.longitude]) / 1000
          : null;
        return (
          <li key={b.id} className="card stack" data-testid="branch" style={{ gap: 6 }}>
            <div className="row-between">
              <strong>{localized(b.name, lang)}</strong>
              <span className={open ? 'open' : 'closed'} data-testid="branch-state">
                {open ? t('open') : t('closed')}
              </span>
            </div>
            <small className="muted">{inLanguage(b.address, b.addressTranslations, lang)}</small>
            <small>
              {t('hours', { open: b.open, close: b.close })}
              {km !== null && ` · ${t('distance', { km: formatKm(km, lang) })}`}
            </small>
            {(b.holidays ?? []).map((h) => (
              <small key={h.date} data-testid="branch-holiday">
                {h.closed
                  ? t('holidayClosed', { day: formatDay(h.date, lang) })
                  : t('holidayHours', { day: formatDay(h.date, lang), open: h.open, close: h.close })}
              </small>
            ))}
            {b.phone && (
              <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`} className="tap-link nowrap">
                {formatPhone(b.phone)}
              </a>
            )}
            {onChoose && (
              <Button
                variant={chosenId === b.id ? 'primary' : 'secondary'}
                onClick={() => onChoose(b.id)}
                aria-pressed={chosenId === b.id}
              >
                {chosenId === b.id ? t('chosen') : t('choose')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
