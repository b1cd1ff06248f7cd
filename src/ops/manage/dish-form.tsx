import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components } from '../../api/schema';
import type { Lang } from '../../domain/localized';
import { localized } from '../../domain/localized';
import { Button } from '../../ui/button';
import { Field, Select } from '../../ui/field';
import { manageKeys, type ManageCategory, type ManageProduct, type TextLang } from './manage-queries';
import { ModifierGroups, type Group } from './modifier-groups';
import { Problems } from './problems';
import { PictureUpload } from './picture-upload';
import type { UploadPicture } from './picture-upload-api';
import { TextFields } from './text-fields';

type Fields = components['schemas']['ManageProductFields'];
const EMPTY = { uz: '', ru: '', eng: '' };

/** A dish's form: names per offered language, price, category, unit, channels, fiscal codes, modifiers, picture, hidden. */
export function DishForm({
  api,
  merchantId,
  lang,
  offered,
  categories,
  dish,
  categoryId,
  onDone,
  uploadPicture,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  offered: readonly TextLang[];
  categories: ManageCategory[];
  dish: ManageProduct | null;
  categoryId: number;
  onDone: () => void;
  uploadPicture: UploadPicture;
}) {
  const { t } = useTranslation('ops-manage');
  const queryClient = useQueryClient();
  const [f, setF] = useState<
    Fields & { categoryId: number; name: NonNullable<Fields['name']>; price: number }
  >(() =>
    dish
      ? { ...dish, modificationGroups: dish.modificationGroups as Group[] }
      : {
          categoryId,
          name: { ...EMPTY },
          description: { ...EMPTY },
          price: 0,
          unit: 'COUNT',
          channels: ['WEB', 'TG'],
          hidden: false,
          modificationGroups: [],
        },
  );
  const set = (patch: Partial<typeof f>) => setF((now) => ({ ...now, ...patch }));
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        ...f,
        mxikCode: f.mxikCode || null,
        packageCode: f.packageCode || null,
        vatPercent: f.vatPercent ?? null,
        picture: f.picture || null,
      };
      const { id: _, version: __, key: ___, priority: ____, posId: _____, ...fields } = body as ManageProduct;
      return dish
        ? orThrow(
            await api.PATCH('/manage/v1/products/{id}', {
              params: { path: { id: dish.id } },
              body: { ...fields, version: dish.version },
            }),
          )
        : orThrow(await api.POST('/manage/v1/products', { body: fields }));
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: manageKeys.all(merchantId) });
      onDone();
    },
  });
  return (
    <form
      className="manage__form"
      aria-label={dish ? t('editDish') : t('newDish')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2>{dish ? t('editDish') : t('newDish')}</h2>
      <TextFields label={t('name')} value={f.name} offered={offered} onChange={(name) => set({ name })} />
      <TextFields
        label={t('description')}
        value={f.description ?? EMPTY}
        offered={offered}
        multiline
        onChange={(description) => set({ description })}
      />
      <div className="manage__row">
        <Field label={t('price')}>
          <input
            type="number"
            inputMode="numeric"
            value={f.price}
            onChange={(e) => set({ price: Number(e.target.value) })}
          />
        </Field>
        <Select
          label={t('category')}
          value={f.categoryId}
          onChange={(e) => set({ categoryId: Number(e.target.value) })}
          options={categories.map((c) => ({ value: c.id, label: localized(c.name, lang) }))}
        />
        <Select
          label={t('unit')}
          value={f.unit}
          onChange={(e) => set({ unit: e.target.value as Fields['unit'] })}
          options={(['COUNT', 'KG', 'GRAMM', 'LITER'] as const).map((u) => ({
            value: u,
            label: t(`units.${u}`),
          }))}
        />
      </div>
      <fieldset className="manage__row">
        <legend>{t('channels')}</legend>
        {(['WEB', 'TG'] as const).map((c) => (
          <label key={c} className="manage__check">
            <input
              type="checkbox"
              checked={f.channels?.includes(c) ?? true}
              onChange={(e) =>
                set({
                  channels: e.target.checked
                    ? [...(f.channels ?? []), c]
                    : (f.channels ?? []).filter((x) => x !== c),
                })
              }
            />{' '}
            {t(`channel.${c}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="manage__row">
        <legend>{t('fiscal')}</legend>
        <Field label={t('mxikCode')}>
          <input value={f.mxikCode ?? ''} onChange={(e) => set({ mxikCode: e.target.value })} />
        </Field>
        <Field label={t('packageCode')}>
          <input value={f.packageCode ?? ''} onChange={(e) => set({ packageCode: e.target.value })} />
        </Field>
        <Field label={t('vatPercent')}>
          <input
            type="number"
            value={f.vatPercent ?? ''}
            onChange={(e) => set({ vatPercent: e.target.value === '' ? null : Number(e.target.value) })}
          />
        </Field>
      </fieldset>
      <fieldset className="manage__fieldset">
        <legend>{t('picture')}</legend>
        {/* a photo from the phone or computer, framed to the card's shape; or a picture's name */}
        <PictureUpload
          aspect={1}
          upload={uploadPicture}
          subject={localized(f.name, lang)}
          onUploaded={(picture) => set({ picture })}
        />
        <input
          aria-label={t('picture')}
          value={f.picture ?? ''}
          placeholder="plov.jpg"
          onChange={(e) => set({ picture: e.target.value })}
        />
      </fieldset>
      <ModifierGroups
        groups={(f.modificationGroups ?? []) as Group[]}
        offered={offered}
        onChange={(modificationGroups) => set({ modificationGroups })}
      />
      <label className="manage__check">
        <input
          type="checkbox"
          checked={f.hidden ?? false}
          onChange={(e) => set({ hidden: e.target.checked })}
        />{' '}
        {t('hidden')}
      </label>
      <Problems error={save.error} lang={lang} />
      <div className="manage__row">
        <Button variant="primary" type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
