import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { useStorefront } from '../../../tenant/storefront-context';
import { notify } from '../../../ui/notify';
import { useUpdateProfile } from '../account.queries';
import { FormError } from '../../../ui/form-error';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Radio } from '../../../ui/radio';

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
      <Field label={t('firstName')}>
        <input
          value={form.firstName}
          onChange={(e) => setForm({ ...form, firstName: e.target.value })}
          autoComplete="given-name"
        />
      </Field>
      <Field label={t('lastName')}>
        <input
          value={form.lastName}
          onChange={(e) => setForm({ ...form, lastName: e.target.value })}
          autoComplete="family-name"
        />
      </Field>
      <Field label={t('birthday')}>
        <input
          type="date"
          value={form.birthday}
          onChange={(e) => setForm({ ...form, birthday: e.target.value })}
          autoComplete="bday"
        />
      </Field>
      <fieldset className="picker">
        <legend>{t('gender')}</legend>
        {(['MALE', 'FEMALE'] as const).map((g) => (
          <Radio
            key={g}
            name="gender"
            checked={form.gender === g}
            onChange={() => setForm({ ...form, gender: g })}
          >
            {t(`gender${g}`)}
          </Radio>
        ))}
      </fieldset>
      <FormError>{error}</FormError>
      <Button variant="primary" type="submit" disabled={update.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
