import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { errorBodyOf, errorText, orThrow } from '../api/errors';
import type { components } from '../api/schema';
import type { Lang } from '../domain/localized';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { FormError } from '../ui/form-error';
import { PhoneInput } from '../ui/phone-input';

type Staff = components['schemas']['StaffMember'];

/** A courier logs in with the staff code by SMS (the desk's), then the code. */
export function CourierLogin({
  api,
  lang,
  onLoggedIn,
}: {
  api: ApiClient;
  lang: Lang;
  onLoggedIn: (token: string, staff: Staff) => void;
}) {
  const { t } = useTranslation('courier');
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
    <main className="courier-login card stack" aria-labelledby="courier-login-title">
      <h1 id="courier-login-title">{t('login')}</h1>
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
        <Button variant="primary" type="submit" block disabled={send.isPending || verify.isPending}>
          {sent ? t('enter') : t('getCode')}
        </Button>
      </form>
    </main>
  );
}
