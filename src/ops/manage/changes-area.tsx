import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { localized, type Lang } from '../../domain/localized';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/button';
import { fieldLines, undoable, valueText, type ManageChange } from './change-lines';
import { manageKeys } from './manage-queries';
import { Problems } from './problems';

/**
 * The back office's history: who changed what and when, each field old → new, newest first (a
 * hundred at a time); the newest change of a row can be undone, and the server's refusal (a later
 * change depends on it) is shown on its row.
 */
export function ChangesArea({ api, merchantId, lang }: { api: ApiClient; merchantId: number; lang: Lang }) {
  const { t } = useTranslation('ops-manage');
  const queryClient = useQueryClient();
  const changes = useInfiniteQuery({
    queryKey: [...manageKeys.all(merchantId), 'changes'] as const,
    queryFn: async ({ pageParam, signal }) =>
      orThrow(
        await api.GET('/manage/v1/changes', {
          params: { query: pageParam ? { before: pageParam } : {} },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: ManageChange[]) => (last.length === 100 ? last.at(-1)?.id : undefined),
  });
  const undo = useMutation({
    mutationFn: async (c: ManageChange) =>
      orThrow(await api.POST('/manage/v1/changes/{id}/undo', { params: { path: { id: c.id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageKeys.all(merchantId) }),
  });
  const list = changes.data?.pages.flat() ?? [];
  const canUndo = undoable(list);
  const words = {
    yes: t('yes'),
    no: t('no'),
    dayOff: t('dayOff'),
    days: t('days', { returnObjects: true }) as Record<string, string>,
  };
  const what = (c: ManageChange) =>
    [t(`changeKind.${c.kind}`), c.name ? localized(c.name, lang) : null].filter(Boolean).join(': ');
  return (
    <section className="manage manage--changes" aria-labelledby="manage-changes-title">
      <h2 id="manage-changes-title">{t('area.changes')}</h2>
      {changes.isSuccess && list.length === 0 && <p className="muted">{t('noChanges')}</p>}
      {list.length > 0 && (
        <table className="manage__table manage__changes">
          <thead>
            <tr>
              <th scope="col">{t('when')}</th>
              <th scope="col">{t('who')}</th>
              <th scope="col">{t('what')}</th>
              <th scope="col">{t('beforeAfter')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('undo')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((c) => (
              <tr key={c.id} aria-label={`${what(c)} · ${c.who}`} data-undone={c.undone || undefined}>
                <td className="nowrap">{formatDateTime(c.at, lang)}</td>
                <td>{c.who}</td>
                <td>
                  {what(c)}
                  <br />
                  <small className="muted">
                    {t(`changeAction.${c.action}`)}
                    {c.undone && ` · ${t('undoneMark')}`}
                  </small>
                </td>
                <td>
                  <ul className="plain-list">
                    {fieldLines(c).map((line) => (
                      <li key={line.field}>
                        <strong>{t(`field.${line.field}`, { defaultValue: line.field })}:</strong>{' '}
                        {c.before && <del>{valueText(line.before, lang, words)}</del>}
                        {c.before && c.after && ' → '}
                        {c.after && <ins>{valueText(line.after, lang, words)}</ins>}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {canUndo.has(c.id) && (
                    <Button
                      variant="secondary"
                      disabled={undo.isPending}
                      aria-label={t('undoNamed', { what: what(c) })}
                      onClick={() => undo.mutate(c)}
                    >
                      {t('undo')}
                    </Button>
                  )}
                  {undo.variables?.id === c.id && <Problems error={undo.error} lang={lang} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changes.hasNextPage && (
        <Button variant="secondary" onClick={() => void changes.fetchNextPage()}>
          {t('olderChanges')}
        </Button>
      )}
    </section>
  );
}
