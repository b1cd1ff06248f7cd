import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import { Field, Select } from '../../ui/field';
import { manageKeys, promosQuery, type ManagePromo } from './manage-queries';
import { Problems } from './problems';

/** Promo codes: their uses and discount given, paused or resumed; a new one with its limits and dates. */
export function PromosPanel({ api, merchantId, lang }: { api: ApiClient; merchantId: number; lang: Lang }) {
  const { t } = useTranslation('ops-manage');
  const queryClient = useQueryClient();
  const { data: promos = [] } = useQuery(promosQuery(api, merchantId));
  const settle = () => queryClient.invalidateQueries({ queryKey: manageKeys.all(merchantId) });
  const [code, setCode] = useState('');
  const [discountType, setType] = useState<'PERCENTAGE' | 'AMOUNT'>('PERCENTAGE');
  const [amount, setAmount] = useState(10);
  const [minPrice, setMinPrice] = useState(0);
  const [usesLimit, setUsesLimit] = useState('');
  const [perCustomerLimit, setPerCustomer] = useState('');
  const [firstOrderOnly, setFirstOnly] = useState(false);
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const create = useMutation({
    mutationFn: async () =>
      orThrow(
        await api.POST('/manage/v1/promos', {
          body: {
            code: code.trim().toUpperCase(),
            discountType,
            productDiscount: amount,
            minPrice,
            usesLimit: usesLimit ? Number(usesLimit) : null,
            perCustomerLimit: perCustomerLimit ? Number(perCustomerLimit) : null,
            firstOrderOnly,
            startDate: startDate ? new Date(startDate).toISOString() : null,
            endDate: endDate ? new Date(endDate).toISOString() : null,
          },
        }),
      ),
    onSuccess: () => {
      setCode('');
      return settle();
    },
  });
  const pause = useMutation({
    mutationFn: async (p: ManagePromo) =>
      orThrow(
        await api.PATCH('/manage/v1/promos/{id}', {
          params: { path: { id: p.id } },
          body: { version: p.version, active: !p.active },
        }),
      ),
    onSettled: settle,
  });
  return (
    <section className="manage__promos" aria-label={t('promos')}>
      <h3>{t('promos')}</h3>
      <table className="manage__table">
        <thead>
          <tr>
            <th scope="col">{t('code')}</th>
            <th scope="col">{t('discount')}</th>
            <th scope="col">{t('uses')}</th>
            <th scope="col">{t('discountGiven')}</th>
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
          {promos.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.code}</th>
              <td>
                {p.discountType === 'PERCENTAGE'
                  ? `${p.productDiscount} %`
                  : formatSum(p.productDiscount, lang)}
              </td>
              <td>{p.usesLimit ? `${p.uses} / ${p.usesLimit}` : p.uses}</td>
              <td>{formatSum(p.discountGiven, lang)}</td>
              <td>
                <Button
                  variant="link"
                  onClick={() => pause.mutate(p)}
                  aria-label={`${p.active ? t('pause') : t('resume')} ${p.code}`}
                >
                  {p.active ? t('pause') : t('resume')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Problems error={pause.error} lang={lang} />
      <form
        className="manage__form"
        aria-label={t('newPromo')}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <h4>{t('newPromo')}</h4>
        <div className="manage__row">
          <Field label={t('code')}>
            <input value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <Select
            label={t('discountType')}
            value={discountType}
            onChange={(e) => setType(e.target.value as 'PERCENTAGE' | 'AMOUNT')}
            options={[
              { value: 'PERCENTAGE', label: t('percent') },
              { value: 'AMOUNT', label: t('sum') },
            ]}
          />
          <Field label={t('discount')}>
            <input type="number" value={amount} onChange={(e) => setAmount(Number(e.target.value))} />
          </Field>
          <Field label={t('minBasket')}>
            <input type="number" value={minPrice} onChange={(e) => setMinPrice(Number(e.target.value))} />
          </Field>
        </div>
        <div className="manage__row">
          <Field label={t('usesLimit')}>
            <input type="number" value={usesLimit} onChange={(e) => setUsesLimit(e.target.value)} />
          </Field>
          <Field label={t('perCustomer')}>
            <input type="number" value={perCustomerLimit} onChange={(e) => setPerCustomer(e.target.value)} />
          </Field>
          <Field label={t('from')}>
            <input type="datetime-local" value={startDate} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label={t('to')}>
            <input type="datetime-local" value={endDate} onChange={(e) => setEnd(e.target.value)} />
          </Field>
        </div>
        <label className="manage__check">
          <input type="checkbox" checked={firstOrderOnly} onChange={(e) => setFirstOnly(e.target.checked)} />{' '}
          {t('firstOrderOnly')}
        </label>
        <Problems error={create.error} lang={lang} />
        <Button variant="primary" type="submit" disabled={create.isPending}>
          {t('startPromo')}
        </Button>
      </form>
    </section>
  );
}
