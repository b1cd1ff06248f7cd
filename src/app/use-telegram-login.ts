import { useEffect, useState } from 'react';
import { errorText, type ApiErrorBody } from '../api/errors';
import type { Lang } from '../domain/localized';
import type { TelegramWebApp } from '../platform/telegram';
import type { TenantDeps } from '../tenant/tenant-deps';

/**
 * Inside Telegram the customer is authenticated with the launch's initData (spec section 4):
 * the token and user are stored, no SMS login. A refusal is shown as the server says it
 * ('Please, restart bot').
 */
export function useTelegramLogin(
  telegram: TelegramWebApp | null,
  deps: TenantDeps,
  lang: Lang,
): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!telegram) return;
    deps.storage.set('initData', telegram.initData);
    void deps.api
      .POST('/webbot/v1/users/auth', { body: { initData: telegram.initData } })
      .then(({ data, error: failure }) => {
        if (data) deps.session.send({ type: 'LOGGED_IN', token: data.token, user: data.user });
        else
          setError(
            errorText(
              (failure ?? { code: 'RESTART_BOT', message: 'Please, restart bot' }) as ApiErrorBody,
              lang,
            ),
          );
      });
    // once per launch
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [telegram]);
  return error;
}
