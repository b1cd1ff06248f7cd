import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { errorText } from '../../../api/errors';
import { useSessionActor } from '../../../api/session-context';
import { useStorefront } from '../../../engine/storefront-context';
import { formatPhone } from '../../../i18n/format';
import { loginActorFor, takeLoginResult } from '../login-actor';
import type { LoginError } from '../login.machine';

function useLogin() {
  const { api } = useStorefront();
  const entry = loginActorFor(api);
  const state = useSelector(entry.actor, (s) => s);
  return { actor: entry.actor, state };
}

function ErrorLine({ error, id }: { error: LoginError | null; id: string }) {
  const { t } = useTranslation();
  const { lang } = useStorefront();
  if (!error) return null;
  return (
    <p id={id} className="error" role="alert">
      {error.code === 'REQUIRED' ? t('errors.required') : errorText(error, lang)}
    </p>
  );
}

/** Nine digits after +998, shown as 90 123 45 67. */
const localDigits = (phone: string) => phone.replace(/^998/, '');
const maskLocal = (digits: string) => {
  const d = digits.replace(/\D/g, '').slice(0, 9);
  return [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean).join(' ');
};

export function LoginPhonePage() {
  const { t } = useTranslation('account');
  const { actor, state } = useLogin();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (state.matches('code')) navigate('/login/confirm');
  }, [state, navigate]);
  const sending = state.matches('sending');
  return (
    <form
      className="stack auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'SEND' });
      }}
    >
      <h1 className="page-title">{t('loginTitle')}</h1>
      <p className="muted">{t('loginText')}</p>
      <label className="field">
        <span>{t('phone')}</span>
        <span className="phone-input">
          <span aria-hidden="true">+998</span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="90 123 45 67"
            value={maskLocal(localDigits(state.context.phone))}
            onChange={(e) =>
              actor.send({ type: 'PHONE', phone: `998${e.target.value.replace(/\D/g, '').slice(0, 9)}` })
            }
            aria-invalid={state.context.error !== null}
            aria-describedby="phone-error"
          />
        </span>
      </label>
      <ErrorLine error={state.context.error} id="phone-error" />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? t('sending') : t('getCode')}
      </button>
      <p className="muted small">
        {t('agree')} <Link href="/login/rules">{t('rules')}</Link>
      </p>
    </form>
  );
}

export function LoginConfirmPage() {
  const { t } = useTranslation('account');
  const { actor, state } = useLogin();
  const session = useSessionActor();
  const { storage, api } = useStorefront();
  const [, navigate] = useLocation();
  const done = state.status === 'done';
  useEffect(() => {
    if (state.matches('phone')) navigate('/login', { replace: true });
  }, [state, navigate]);
  useEffect(() => {
    if (!done) return;
    const result = takeLoginResult(api);
    if (!result) return;
    session.send({ type: 'LOGGED_IN', token: result.token, user: result.user });
    const redirect = storage.get<string>('redirectUrl') ?? '/';
    storage.remove('redirectUrl');
    navigate(redirect, { replace: true });
  }, [done, api, session, storage, navigate]);
  const verifying = state.matches('verifying');
  const resendIn = state.context.resendIn;
  return (
    <form
      className="stack auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'VERIFY' });
      }}
    >
      <h1 className="page-title">{t('codeTitle')}</h1>
      <p className="muted">{t('codeSent', { phone: formatPhone(state.context.phone) })}</p>
      <label className="field">
        <span>{t('code')}</span>
        <input
          className="code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={state.context.code}
          onChange={(e) => actor.send({ type: 'CODE', code: e.target.value })}
          aria-invalid={state.context.error !== null}
          aria-describedby="code-error"
        />
      </label>
      <ErrorLine error={state.context.error} id="code-error" />
      <button type="submit" className="btn btn--primary btn--block" disabled={verifying}>
        {t('confirm')}
      </button>
      {state.matches({ code: 'canResend' }) ? (
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => actor.send({ type: 'RESEND' })}
        >
          {t('resend')}
        </button>
      ) : (
        <p className="muted" aria-live="polite" data-testid="resend-timer">
          {t('resendIn', { n: resendIn })}
        </p>
      )}
      <button type="button" className="link-btn" onClick={() => actor.send({ type: 'EDIT_PHONE' })}>
        {t('changePhone')}
      </button>
    </form>
  );
}
