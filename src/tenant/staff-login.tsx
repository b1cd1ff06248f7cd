import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText, orThrow } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema';
import type { Lang } from '../domain/localized';
import { FormError } from '../ui/form-error';
import { PhoneInput } from '../ui/phone-input';
import { Button } from '../ui/button';
import { Field } from '../ui/field';

type Staff = components['schemas']['StaffMember'];

/**
 * Staff log in as customers do: a code by SMS to the phone, then the code. One form for the desk
 * and the courier app (`area`: their strings' namespace and their page's class names).
 */
export function StaffLogin({
  api,
  lang,
  area,
  onLoggedIn,
}: {
  api: ApiClient;
  lang: Lang;
  area: 'ops' | 'courier';
  onLoggedIn: (token: string, staff: Staff) => void;
}) {
  const { t } = useTranslation(area);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: async () => orThrow(await api.POST('/ops/v1/auth/otp', { body: { phone } })),
    onSuccess: () => setSent(true),
  });
  const verify = useMutation({
    mutationFn: async () => orThrow(await api.POST('/ops/v1/auth/otp/verify', { body: { phone, code } })),
    onSuccess: (result) => onLoggedIn(result.token, result.staff),
  });
  const failure = send.error ?? verify.error;
  return (
    <main className={`${area}-login card stack`} aria-labelledby={`${area}-login-title`}>
      <h1 id={`${area}-login-title`}>{t('login')}</h1>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (sent) verify.mutate();
          else send.mutate();
        }}
      >
        <Field label={t('phone')}>
          <PhoneInput value={phone} onPhone={setPhone} />
        </Field>
        {sent && (
          <>
            <p className="muted">{t('codeSent', { phone })}</p>
            <Field label={t('code')}>
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              />
            </Field>
          </>
        )}
        <FormError>{failure && errorText(errorBodyOf(failure), lang)}</FormError>
        <Button
          variant="primary"
          type="submit"
          block={area === 'courier'}
          disabled={send.isPending || verify.isPending}
        >
          {sent ? t('enter') : t('getCode')}
        </Button>
      </form>
    </main>
  );
}
