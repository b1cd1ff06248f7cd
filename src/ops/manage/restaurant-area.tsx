import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { localized, type Lang } from '../../domain/localized';
import { Select } from '../../ui/field';
import { HoursForm } from './hours-form';
import { branchesQuery } from './manage-queries';
import { PromosPanel } from './promos-panel';
import { ZoneEditor } from './zone-editor';

/** The "Restaurant" area: a branch's hours and services, its delivery zones on the map, the promo codes. */
export function RestaurantArea({
  api,
  merchantId,
  lang,
  map,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  map: { mapType: string | null | undefined; yandexKey: string | null | undefined };
}) {
  const { t } = useTranslation('ops-manage');
  const { data: branches = [] } = useQuery(branchesQuery(api, merchantId));
  const [chosen, setChosen] = useState<number | null>(null);
  const [zoneId, setZoneId] = useState<number | null>(null);
  const branch = branches.find((b) => b.id === chosen) ?? branches[0];
  const zone = branch?.zones.find((z) => z.id === zoneId) ?? branch?.zones[0];
  return (
    <section className="manage manage--restaurant" aria-label={t('area.restaurant')}>
      {branch && (
        <>
          <div className="manage__row">
            <Select
              label={t('branch')}
              value={branch.id}
              onChange={(e) => {
                setChosen(Number(e.target.value));
                setZoneId(null);
              }}
              options={branches.map((b) => ({ value: b.id, label: localized(b.name, lang) }))}
            />
            {branch.zones.length > 0 && (
              <Select
                label={t('zone')}
                value={zone?.id ?? ''}
                onChange={(e) => setZoneId(Number(e.target.value))}
                options={branch.zones.map((z) => ({ value: z.id, label: localized(z.name, lang) }))}
              />
            )}
          </div>
          <HoursForm
            key={`hours-${branch.id}-${branch.version}`}
            api={api}
            merchantId={merchantId}
            lang={lang}
            branch={branch}
          />
          {zone && (
            <ZoneEditor
              key={`zone-${zone.id}-${zone.version}`}
              api={api}
              merchantId={merchantId}
              lang={lang}
              branch={branch}
              zone={zone}
              map={map}
            />
          )}
        </>
      )}
      <PromosPanel api={api} merchantId={merchantId} lang={lang} />
    </section>
  );
}
