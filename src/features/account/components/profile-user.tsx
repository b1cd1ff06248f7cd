import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { errorText, type ApiErrorBody } from '../../../api/errors';
import { unwrap } from '../../../api/query-client';
import { useCurrentUser, useSessionActor } from '../../../api/session-context';
import { useStorefront } from '../../../engine/storefront-context';
import { formatPhone } from '../../../i18n/format';
import { notify } from '../../../ui/notify';
import { loginMachine } from '../login.machine';

/** Name, surname, birthday and gender; the phone changed with a code; the account deleted after a confirmation. */
export function ProfileUser() {
  const { t } = useTranslation('account');
  const { api, lang } = useStorefront();
  const user = useCurrentUser();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    birthday: user?.birthday ?? '',
    gender: user?.gender ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [phoneChange] = useState(() =>
    createActor(
      loginMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) =>
            unwrap(await api.PUT('/users/v1/users/phone', { body: { phone: input.phone, type: 'WEB' } })),
          ),
          verifyCode: fromPromise(async ({ input }) => {
            const updated = unwrap(
              await api.PUT('/users/v1/users/phone/verify', {
                body: { phone: input.phone, code: input.code },
              }),
            );
            session.send({ type: 'USER_UPDATED', user: updated });
            return updated;
          }),
        },
      }),
      { input: {} },
    ).start(),
  );
  const change = useSelector(phoneChange, (s) => s);
  if (!user) return null;

  const save = async () => {
    setSaving(true);
    setError(null);
    const { data, error: failure } = await api.PUT('/users/v1/users/{id}', {
      params: { path: { id: user.id } },
      body: {
        firstName: form.firstName || null,
        lastName: form.lastName || null,
        birthday: form.birthday || null,
        gender: (form.gender || null) as 'MALE' | 'FEMALE' | null,
      },
    });
    setSaving(false);
    if (data) {
      session.send({ type: 'USER_UPDATED', user: data });
      notify('success', t('saved'));
    } else setError(errorText(failure as ApiErrorBody, lang));
  };
  const changeError = change.context.error;

  return (
    <div className="stack">
      <form
        className="stack card"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="field">
          <span>{t('firstName')}</span>
          <input
            value={form.firstName}
            onChange={(e) => setForm({ ...form, firstName: e.target.value })}
            autoComplete="given-name"
          />
        </label>
        <label className="field">
          <span>{t('lastName')}</span>
          <input
            value={form.lastName}
            onChange={(e) => setForm({ ...form, lastName: e.target.value })}
            autoComplete="family-name"
          />
        </label>
        <label className="field">
          <span>{t('birthday')}</span>
          <input
            type="date"
            value={form.birthday}
            onChange={(e) => setForm({ ...form, birthday: e.target.value })}
            autoComplete="bday"
          />
        </label>
        <fieldset className="picker">
          <legend>{t('gender')}</legend>
          {(['MALE', 'FEMALE'] as const).map((g) => (
            <label key={g}>
              <input
                type="radio"
                name="gender"
                checked={form.gender === g}
                onChange={() => setForm({ ...form, gender: g })}
              />
              <span>{t(`gender${g}`)}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {t('save')}
        </button>
      </form>

      <section className="stack card" aria-labelledby="phone-title">
        <h2 id="phone-title">{t('phone')}</h2>
        <p>{user.phone ? formatPhone(user.phone) : '—'}</p>
        {change.matches('phone') || change.matches('sending') ? (
          <form
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              phoneChange.send({ type: 'SEND' });
            }}
          >
            <label className="field">
              <span>{t('newPhone')}</span>
              <input
                type="tel"
                inputMode="numeric"
                placeholder="998901234567"
                value={change.context.phone}
                onChange={(e) =>
                  phoneChange.send({ type: 'PHONE', phone: e.target.value.replace(/\D/g, '') })
                }
              />
            </label>
            <button type="submit" className="btn btn--secondary">
              {t('getCode')}
            </button>
          </form>
        ) : change.status === 'done' ? (
          <p role="status">{t('phoneChanged')}</p>
        ) : (
          <form
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              phoneChange.send({ type: 'VERIFY' });
            }}
          >
            <label className="field">
              <span>{t('code')}</span>
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={change.context.code}
                onChange={(e) => phoneChange.send({ type: 'CODE', code: e.target.value })}
              />
            </label>
            <button type="submit" className="btn btn--secondary">
              {t('confirm')}
            </button>
          </form>
        )}
        {changeError && (
          <p className="error" role="alert">
            {changeError.code === 'REQUIRED' ? t('required') : errorText(changeError, lang)}
          </p>
        )}
      </section>

      <section className="stack card" aria-labelledby="danger-title">
        <h2 id="danger-title">{t('deleteTitle')}</h2>
        {!confirmDelete ? (
          <button type="button" className="btn btn--secondary" onClick={() => setConfirmDelete(true)}>
            {t('delete')}
          </button>
        ) : (
          <div role="alertdialog" aria-labelledby="delete-confirm" className="stack">
            <p id="delete-confirm">{t('deleteConfirm')}</p>
            <div className="row-between">
              <button type="button" className="btn btn--secondary" onClick={() => setConfirmDelete(false)}>
                {t('cancel')}
              </button>
              <button
                type="button"
                className="btn btn--danger"
                onClick={async () => {
                  const { error: failure } = await api.DELETE('/users/v1/users');
                  if (failure) return setError(errorText(failure as ApiErrorBody, lang));
                  queryClient.removeQueries({ queryKey: ['me'] });
                  session.send({ type: 'LOGOUT' });
                  navigate('/');
                }}
              >
                {t('deleteForever')}
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
