import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { localized, type Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import { DishForm } from './dish-form';
import type { UploadPicture } from './picture-upload-api';
import {
  categoriesQuery,
  manageKeys,
  productsQuery,
  type ManageProduct,
  type TextLang,
} from './manage-queries';
import { Problems } from './problems';
import { ReorderList } from './reorder-list';

/** The "Menu" area: categories, the dishes of one in their order (drag or keyboard), a dish's form. */
export function MenuArea({
  api,
  merchantId,
  lang,
  offered,
  uploadPicture,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  offered: readonly TextLang[];
  uploadPicture: UploadPicture;
}) {
  const { t } = useTranslation('ops-manage');
  const queryClient = useQueryClient();
  const { data: categories = [] } = useQuery(categoriesQuery(api, merchantId));
  const { data: products = [] } = useQuery(productsQuery(api, merchantId));
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState<ManageProduct | 'new' | null>(null);
  const categoryId = chosen ?? categories[0]?.id ?? null;
  const dishes = products.filter((p) => p.categoryId === categoryId);
  const settle = () => queryClient.invalidateQueries({ queryKey: manageKeys.all(merchantId) });
  const order = useMutation({
    mutationFn: async (ids: number[]) =>
      orThrow(
        await api.PUT('/manage/v1/categories/{id}/order', {
          params: { path: { id: categoryId as number } },
          body: { ids },
        }),
      ),
    onSettled: settle,
  });
  return (
    <div className="manage">
      <nav className="manage__categories" aria-label={t('categories')}>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className="ops__tab"
            aria-pressed={c.id === categoryId}
            onClick={() => {
              setChosen(c.id);
              setEditing(null);
            }}
          >
            {localized(c.name, lang)} {c.hidden ? `(${t('hidden')})` : ''}
          </button>
        ))}
      </nav>
      {editing && categoryId !== null ? (
        <DishForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          api={api}
          merchantId={merchantId}
          lang={lang}
          offered={offered}
          categories={categories}
          dish={editing === 'new' ? null : editing}
          categoryId={categoryId}
          onDone={() => setEditing(null)}
          uploadPicture={uploadPicture}
        />
      ) : (
        <section className="manage__dishes" aria-label={t('dishes')}>
          <Button variant="primary" onClick={() => setEditing('new')} disabled={categoryId === null}>
            {t('newDish')}
          </Button>
          <Problems error={order.error} lang={lang} />
          <ReorderList
            items={dishes}
            label={t('dishes')}
            nameOf={(d) => localized(d.name, lang)}
            onMove={(ids) => order.mutate(ids)}
            render={(d) => (
              <>
                <span className={d.hidden ? 'manage__name muted' : 'manage__name'}>
                  {localized(d.name, lang)}
                  {d.hidden ? ` · ${t('hidden')}` : ''}
                </span>
                <span className="manage__price">{formatSum(d.price, lang)}</span>
                <Button
                  variant="link"
                  onClick={() => setEditing(d)}
                  aria-label={t('editNamed', { name: localized(d.name, lang) })}
                >
                  {t('edit')}
                </Button>
              </>
            )}
          />
        </section>
      )}
    </div>
  );
}
