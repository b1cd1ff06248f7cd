import { Form } from '../../../ui/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { errorBodyOf, errorText } from '../../../api/errors';
import { useCurrentUser } from '../../../api/session-context';
import { isExpired, isValidCardNumber } from '../../../domain/cards';
import { useStorefront } from '../../../tenant/storefront-context';
import { cardsQuery, useAddCard, useConfirmCard, useDeleteCard } from '../account.queries';
import { FormError } from '../../../ui/form-error';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { SavedList } from './saved-list';

/** Saved cards, masked; the server keeps only a token and the masked number. */
export function CardList() {
  const { t } = useTranslation('account');
  const { api } = useStorefront();
  const user = useCurrentUser();
  const remove = useDeleteCard();
  const { data = [] } = useQuery({ ...cardsQuery(api, user?.id ?? 0), enabled: user !== null });
  return (
    <SavedList
      items={data}
      empty={t('noCards')}
      testId="card"
      title={(c) => c.number}
      detail={(c) => `${c.type} · ${c.expire} · ${c.isVerified ? t('verified') : t('notVerified')}`}
      actions={(c) => (
        <Button variant="link" disabled={remove.isPending} onClick={() => remove.mutate(c.id)}>
          {t('delete')}
        </Button>
      )}
      add={{ href: '/profile/cards/create', label: t('addCard') }}
    />
  );
}

export function CardCreate() {
  const { t } = useTranslation('account');
  const { lang } = useStorefront();
  const add = useAddCard();
  const [, navigate] = useLocation();
  const [number, setNumber] = useState('');
  const [expire, setExpire] = useState('');
  const [error, setError] = useState<string | null>(null);
  const digits = number.replace(/\D/g, '');
  return (
    <Form
      onSubmit={() => {
        if (!isValidCardNumber(digits)) return setError(t('badCard'));
        if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expire) || isExpired(expire, new Date()))
          return setError(t('badExpiry'));
        setError(null);
        add.mutate(
          { number: digits, expire },
          {
            onSuccess: (card) => navigate(`/profile/cards/confirm?id=${card.id}`),
            onError: (failure) => setError(errorText(errorBodyOf(failure), lang)),
          },
        );
      }}
    >
      <Field label={t('cardNumber')}>
        <input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="8600 0000 0000 0000"
          value={digits.replace(/(\d{4})(?=\d)/g, '$1 ')}
          maxLength={19}
          onChange={(e) => setNumber(e.target.value)}
        />
      </Field>
      <Field label={t('expiry')}>
        <input
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={expire}
          maxLength={5}
          onChange={(e) => setExpire(e.target.value.replace(/[^\d/]/g, '').replace(/^(\d{2})(\d)/, '$1/$2'))}
        />
      </Field>
      <p className="muted" data-testid="payme-notice">
        {t('paymeNotice')}
      </p>
      <FormError>{error}</FormError>
      <Button variant="primary" type="submit">
        {t('getCode')}
      </Button>
    </Form>
  );
}

export function CardConfirm() {
  const { t } = useTranslation('account');
  const { lang } = useStorefront();
  const confirm = useConfirmCard();
  const [, navigate] = useLocation();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      onSubmit={() => {
        if (!/^\d{4,8}$/.test(code)) return setError(t('required'));
        confirm.mutate(
          { id, code },
          {
            onSuccess: () => navigate('/profile/cards'),
            onError: (failure) => setError(errorText(errorBodyOf(failure), lang)),
          },
        );
      }}
    >
      <p className="muted">{t('cardCodeSent')}</p>
      <Field label={t('code')}>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <FormError>{error}</FormError>
      <Button variant="primary" type="submit">
        {t('confirm')}
      </Button>
    </Form>
  );
}
