import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { localized, type Lang } from '../../domain/localized';
import { MapView } from '../../platform/map/map-view';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { manageKeys, type ManageBranch, type ManageZone } from './manage-queries';
import { Problems } from './problems';

/** The ring without its closing corner (the editor's corners), and back. */
const open = (ring: number[][]) => ring.slice(0, -1);
const closed = (corners: number[][]) => (corners.length > 0 ? [...corners, corners[0] as number[]] : []);

/**
 * A zone on the map: a corner chosen (its dot, or its row) moves to where the map is clicked next;
 * "add a corner" puts one where the map is clicked; each corner's row edits or removes it.
 */
export function ZoneEditor({
  api,
  merchantId,
  lang,
  branch,
  zone,
  map,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  branch: ManageBranch;
  zone: ManageZone;
  map: { mapType: string | null | undefined; yandexKey: string | null | undefined };
}) {
  const { t } = useTranslation('ops-manage');
  const queryClient = useQueryClient();
  const [corners, setCorners] = useState(() => open(zone.polygon));
  const [price, setPrice] = useState(zone.price);
  const [minOrder, setMinOrder] = useState(zone.minOrder);
  const [freeFrom, setFreeFrom] = useState(zone.freeFrom);
  const [chosen, setChosen] = useState<number | 'add' | null>(null);
  const [overlapAllowed, setOverlapAllowed] = useState(false);
  const save = useMutation({
    mutationFn: async () =>
      orThrow(
        await api.PATCH('/manage/v1/branches/{id}/zones/{zoneId}', {
          params: { path: { id: branch.id, zoneId: zone.id } },
          body: {
            version: zone.version,
            polygon: closed(corners),
            price,
            minOrder,
            freeFrom,
            overlapAllowed,
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageKeys.all(merchantId) }),
  });
  const others = branch.zones.filter((z) => z.id !== zone.id);
  return (
    <form
      className="manage__form"
      aria-label={localized(zone.name, lang)}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h3>{localized(zone.name, lang)}</h3>
      <MapView
        {...map}
        lang={lang}
        center={[branch.latitude ?? 41.3, branch.longitude ?? 69.25]}
        zoom={12}
        height={360}
        label={t('zoneMap')}
        offlineNotice={t('mapOffline')}
        zones={[
          ...others.map((z) => ({
            id: z.id,
            polygon: z.polygon,
            color: '#888888',
            label: localized(z.name, lang),
          })),
          { id: zone.id, polygon: closed(corners), color: zone.color, label: localized(zone.name, lang) },
        ]}
        markers={corners.map((c, i) => ({
          id: `corner-${i}`,
          position: [c[0] as number, c[1] as number],
          label: t('corner', { n: i + 1 }),
          kind: chosen === i ? 'user' : 'point',
          onClick: () => setChosen(i),
        }))}
        onPick={(point) => {
          if (chosen === 'add') setCorners([...corners, point]);
          else if (chosen !== null) setCorners(corners.map((c, i) => (i === chosen ? point : c)));
          setChosen(null);
        }}
      />
      <p className="muted" role="status">
        {chosen === 'add'
          ? t('clickToAdd')
          : chosen !== null
            ? t('clickToMove', { n: chosen + 1 })
            : t('chooseCorner')}
      </p>
      <ol className="manage__corners">
        {corners.map((c, i) => (
          <li key={i}>
            <Field label={t('cornerLat', { n: i + 1 })}>
              <input
                type="number"
                step="0.0001"
                value={c[0]}
                onChange={(e) =>
                  setCorners(corners.map((x, k) => (k === i ? [Number(e.target.value), x[1] as number] : x)))
                }
              />
            </Field>
            <Field label={t('cornerLon', { n: i + 1 })}>
              <input
                type="number"
                step="0.0001"
                value={c[1]}
                onChange={(e) =>
                  setCorners(corners.map((x, k) => (k === i ? [x[0] as number, Number(e.target.value)] : x)))
                }
              />
            </Field>
            <Button variant="link" onClick={() => setChosen(i)}>
              {t('moveCorner')}
            </Button>
            <Button variant="link" onClick={() => setCorners(corners.filter((_, k) => k !== i))}>
              {t('removeCorner')}
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => setChosen('add')}>
        {t('addCorner')}
      </Button>
      <div className="manage__row">
        <Field label={t('zonePrice')}>
          <input type="number" value={price} onChange={(e) => setPrice(Number(e.target.value))} />
        </Field>
        <Field label={t('minOrder')}>
          <input
            type="number"
            value={minOrder ?? ''}
            onChange={(e) => setMinOrder(e.target.value === '' ? null : Number(e.target.value))}
          />
        </Field>
        <Field label={t('freeFrom')}>
          <input
            type="number"
            value={freeFrom ?? ''}
            onChange={(e) => setFreeFrom(e.target.value === '' ? null : Number(e.target.value))}
          />
        </Field>
      </div>
      <label className="manage__check">
        <input
          type="checkbox"
          checked={overlapAllowed}
          onChange={(e) => setOverlapAllowed(e.target.checked)}
        />{' '}
        {t('overlapAllowed')}
      </label>
      <Problems error={save.error} lang={lang} />
      <Button variant="primary" type="submit" disabled={save.isPending}>
        {t('saveZone')}
      </Button>
    </form>
  );
}
