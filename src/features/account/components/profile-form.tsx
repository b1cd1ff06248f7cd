import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { useStorefront } from '../../../tenant/storefront-context';
import { notify } from '../../../ui/notify';
import { useUpdateProfile } from '../account.queries';
import { FormError } from '../../../ui/form-error';

/** Name, surname, birthday and gender. */
export function ProfileForm({ user }: { user: components['schemas']['User'] }) {
  const { t } = useTranslation('account');
  const { lang } = useStorefront();
  const update = useUpdateProfile();
  const [form, setForm] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    birthday: user.birthday ?? '',
    gender: user.gender ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    setError(null);
    update.mutate(
      {
        firstName: form.firstName || null,
        lastName: form.lastName || null,
        birthday: form.birthday || null,
        gender: (form.gender || null) as 'MALE' | 'FEMALE' | null,
      },
      {
        onSuccess: () => notify('success', t('saved')),
        onError: (failure) => setError(errorText(errorBodyOf(failure), lang)),
      },
    );
  };
  return (
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
      <FormError>{error}</FormError>
      <button type="submit" className="btn btn--primary" disabled={update.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
