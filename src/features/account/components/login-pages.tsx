import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Link } from '../../../ui/link';
import type { ActorRefFrom } from 'xstate';
import { errorText } from '../../../api/errors';
import { useSessionActor } from '../../../api/session-context';
import { useStorefront } from '../../../tenant/storefront-context';
import { formatPhone } from '../../../i18n/format';
import { FormError } from '../../../ui/form-error';
import { PhoneInput } from '../../../ui/phone-input';
import { loginActors, type AuthResult } from '../account.actors';
import { loginMachine, type LoginError } from '../login.machine';
import { reachGoal } from '../../../platform/scripts';
import { cameFrom } from '../../../platform/navigation';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';

type LoginActor = ActorRefFrom<typeof loginMachine>;

/**
 * The phone login across its two routes (/login, /login/confirm): one machine, kept while the
 * customer moves between them (the route table gives both one page instance). Once the code
 * is verified, the machine's output (token and user) goes to the session.
 */
export function LoginFlow({ step }: { step: 'phone' | 'code' }) {
  const { api, storage } = useStorefront();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const actor = useActorRef(loginMachine.provide({ actors: loginActors(api) }), { input: {} });
  const at = useSelector(actor, (s) => (s.status === 'done' ? 'done' : s.matches('code') ? 'code' : 'phone'));
  useEffect(() => {
    if (at === 'code' && step === 'phone') navigate('/login/confirm');
    if (at === 'phone' && step === 'code') navigate('/login', { replace: true });
    if (at !== 'done') return;
    const { user, token } = actor.getSnapshot().output?.verified as AuthResult;
    session.send({ type: 'LOGGED_IN', token, user });
    reachGoal('LOGIN');
    // back where the customer was: the page that asked for the login, else the page they came from
    const redirect = storage.get('redirectUrl') ?? cameFrom(/^\/login(\/|$)/) ?? '/';
    storage.remove('redirectUrl');
    navigate(redirect, { replace: true });
  }, [at, step, actor, session, storage, navigate]);
  return step === 'phone' ? <LoginPhonePage actor={actor} /> : <LoginConfirmPage actor={actor} />;
}

function ErrorLine({ error, id }: { error: LoginError | null; id: string }) {
  const { t } = useTranslation();
  const { lang } = useStorefront();
  return (
    <FormError id={id}>
      {error && (error.code === 'REQUIRED' ? t('errors.required') : errorText(error, lang))}
    </FormError>
  );
}

/** A login step: its form (sent with Enter as with its button), title and line of text. */
function LoginStep(props: { title: string; text: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="stack auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <h1 className="page-title">{props.title}</h1>
      <p className="muted">{props.text}</p>
      {props.children}
    </form>
  );
}

function LoginPhonePage({ actor }: { actor: LoginActor }) {
  const { t } = useTranslation('account');
  const state = useSelector(actor, (s) => s);
  const sending = state.matches('sending');
  return (
    <LoginStep title={t('loginTitle')} text={t('loginText')} onSubmit={() => actor.send({ type: 'SEND' })}>
      <Field label={t('phone')}>
        <PhoneInput
          value={state.context.phone}
          onPhone={(phone) => actor.send({ type: 'PHONE', phone })}
          autoComplete="tel"
          aria-invalid={state.context.error !== null}
          aria-describedby="phone-error"
        />
      </Field>
      <ErrorLine error={state.context.error} id="phone-error" />
      <Button variant="primary" block type="submit" disabled={sending}>
        {sending ? t('sending') : t('getCode')}
      </Button>
      <p className="muted small">
        {t('agree')} <Link href="/login/rules">{t('rules')}</Link>
      </p>
    </LoginStep>
  );
}

function LoginConfirmPage({ actor }: { actor: LoginActor }) {
  const { t } = useTranslation('account');
  const state = useSelector(actor, (s) => s);
  const verifying = state.matches('verifying');
  const resendIn = state.context.resendIn;
  return (
    <LoginStep
      title={t('codeTitle')}
      text={t('codeSent', { phone: formatPhone(state.context.phone) })}
      onSubmit={() => actor.send({ type: 'VERIFY' })}
    >
      <Field label={t('code')}>
        <input
          className="code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={state.context.code}
          onChange={(e) => {
            actor.send({ type: 'CODE', code: e.target.value });
            // the whole code typed or pasted: confirmed at once, as the SMS's autofill expects
            if (e.target.value.replace(/\D/g, '').length === 6 && !verifying) actor.send({ type: 'VERIFY' });
          }}
          aria-invalid={state.context.error !== null}
          aria-describedby="code-error"
        />
      </Field>
      <ErrorLine error={state.context.error} id="code-error" />
      <Button variant="primary" block type="submit" disabled={verifying}>
        {t('confirm')}
      </Button>
      {state.matches({ code: 'canResend' }) ? (
        <Button variant="secondary" block onClick={() => actor.send({ type: 'RESEND' })}>
          {t('resend')}
        </Button>
      ) : (
        <p className="muted" aria-live="polite" data-testid="resend-timer">
          {t('resendIn', { n: resendIn })}
        </p>
      )}
      <Button variant="link" onClick={() => actor.send({ type: 'EDIT_PHONE' })}>
        {t('changePhone')}
      </Button>
    </LoginStep>
  );
}
