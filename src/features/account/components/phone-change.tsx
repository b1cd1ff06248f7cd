import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { useSessionActor } from '../../../api/session-context';
import { formatPhone } from '../../../i18n/format';
import { useStorefront } from '../../../tenant/storefront-context';
import { phoneChangeActors } from '../account.actors';
import { loginMachine } from '../login.machine';
import { FormError } from '../../../ui/form-error';
import { PhoneInput } from '../../../ui/phone-input';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';

/** A new phone, confirmed by a code sent to it: the login machine with the phone-change calls. */
export function PhoneChange({ user }: { user: components['schemas']['User'] }) {
  const { t } = useTranslation('account');
  const { api, lang } = useStorefront();
  const session = useSessionActor();
  const actor = useActorRef(loginMachine.provide({ actors: phoneChangeActors(api) }), { input: {} });
  const change = useSelector(actor, (s) => s);
  const changeError = change.context.error;
  useEffect(() => {
    if (change.status !== 'done') return;
    const updated = change.output?.verified as components['schemas']['User'];
    session.send({ type: 'USER_UPDATED', user: updated });
  }, [change.status, change.output, session]);
  return (
    <section className="stack card" aria-labelledby="phone-title">
      <h2 id="phone-title">{t('phone')}</h2>
      <p>{user.phone ? formatPhone(user.phone) : '—'}</p>
      {change.matches('phone') || change.matches('sending') ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'SEND' });
          }}
        >
          <Field label={t('newPhone')}>
            <PhoneInput
              value={change.context.phone}
              onPhone={(phone) => actor.send({ type: 'PHONE', phone })}
            />
          </Field>
          <Button variant="secondary" type="submit">
            {t('getCode')}
          </Button>
        </form>
      ) : change.status === 'done' ? (
        <p role="status">{t('phoneChanged')}</p>
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'VERIFY' });
          }}
        >
          <Field label={t('code')}>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={change.context.code}
              onChange={(e) => actor.send({ type: 'CODE', code: e.target.value })}
            />
          </Field>
          <Button variant="secondary" type="submit">
            {t('confirm')}
          </Button>
        </form>
      )}
      <FormError>
        {changeError && (changeError.code === 'REQUIRED' ? t('required') : errorText(changeError, lang))}
      </FormError>
    </section>
  );
}
