import { Form } from '../../../ui/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Link } from '../../../ui/link';
import { errorBodyOf, errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { useCurrentUser } from '../../../api/session-context';
import { useStorefront } from '../../../tenant/storefront-context';
import { locate } from '../../../platform/telegram';
import { addressesQuery, useDeleteAddress, useSaveAddress } from '../account.queries';
import { FormError } from '../../../ui/form-error';
import { ADDRESS_DETAILS } from '../../../domain/address';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Radio } from '../../../ui/radio';
import { SavedList } from './saved-list';

type AddressInput = components['schemas']['AddressInput'];
const ADDRESS_CENTRE = { latitude: 41.31, longitude: 69.28 };

/** The customer's saved addresses. */
export function AddressList() {
  const { t } = useTranslation('account');
  const { api } = useStorefront();
  const user = useCurrentUser();
  const remove = useDeleteAddress();
  const { data = [], isPending } = useQuery({
    ...addressesQuery(api, user?.id ?? 0),
    enabled: user !== null,
  });
  if (isPending) return <div className="skeleton" style={{ height: 120 }} aria-hidden="true" />;
  return (
    <SavedList
      items={data}
      empty={t('noAddresses')}
      testId="address"
      title={(a) => a.name || t(`type${a.type}`)}
      detail={(a) =>
        [a.streetName, a.houseNumber, a.office && `${t('apartment')} ${a.office}`].filter(Boolean).join(', ')
      }
      actions={(a) => (
        <span className="stack" style={{ gap: 0 }}>
          <Link href={`/profile/address/create?id=${a.id}`}>{t('edit')}</Link>
          <Button variant="link" disabled={remove.isPending} onClick={() => remove.mutate(a.id)}>
            {t('delete')}
          </Button>
        </span>
      )}
      add={{ href: '/profile/address/create', label: t('addAddress') }}
    />
  );
}

const FIELDS = ['name', ...ADDRESS_DETAILS] as const;

/** A new or changed address: type, name, street, house, entrance, floor, apartment, intercom, landmark, comment and a point. */
export function AddressForm() {
  const { t } = useTranslation('account');
  const { api, lang, storage, telegram } = useStorefront();
  const user = useCurrentUser();
  const saveAddress = useSaveAddress();
  const [, navigate] = useLocation();
  const id = Number(new URLSearchParams(useSearch()).get('id')) || null;
  const { data: all = [] } = useQuery({
    ...addressesQuery(api, user?.id ?? 0),
    enabled: user !== null && id !== null,
  });
  const existing = all.find((a) => a.id === id);
  const stored = storage.get('position');
  const [form, setForm] = useState<AddressInput | null>(null);
  const value: AddressInput = form ??
    existing ?? {
      type: 'APARTMENT',
      latitude: stored?.latitude ?? ADDRESS_CENTRE.latitude,
      longitude: stored?.longitude ?? ADDRESS_CENTRE.longitude,
    };
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<AddressInput>) => setForm({ ...value, ...patch });

  const save = () => {
    if (!value.streetName?.trim()) return setError(t('required'));
    setError(null);
    const body = {
      ...value,
      id: undefined,
      createdDate: undefined,
      lastModifiedDate: undefined,
    } as AddressInput & Record<string, unknown>;
    delete body.id;
    delete body.createdDate;
    delete body.lastModifiedDate;
    saveAddress.mutate(
      { id, body },
      {
        onSuccess: () => navigate('/profile/address'),
        onError: (failure) => setError(errorText(errorBodyOf(failure), lang)),
      },
    );
  };

  return (
    <Form
      onSubmit={() => {
        void save();
      }}
    >
      <fieldset className="picker">
        <legend>{t('addressType')}</legend>
        {(['HOUSE', 'APARTMENT'] as const).map((type) => (
          <Radio key={type} name="type" checked={value.type === type} onChange={() => set({ type })}>
            {t(`type${type}`)}
          </Radio>
        ))}
      </fieldset>
      {FIELDS.map((field) => (
        <Field key={field} label={`${t(`field.${field}`)}${field === 'streetName' ? ' *' : ''}`}>
          <input
            value={(value[field] as string | null | undefined) ?? ''}
            onChange={(e) => set({ [field]: e.target.value })}
            aria-required={field === 'streetName'}
          />
        </Field>
      ))}
      <div className="row-between">
        <small className="muted">
          {value.latitude.toFixed(5)}, {value.longitude.toFixed(5)}
        </small>
        <Button
          variant="link"
          onClick={async () => {
            const r = await locate(telegram);
            if (r.ok) set({ latitude: r.position.latitude, longitude: r.position.longitude });
          }}
        >
          {t('useLocation')}
        </Button>
      </div>
      <FormError>{error}</FormError>
      <Button variant="primary" type="submit">
        {t('save')}
      </Button>
    </Form>
  );
}
