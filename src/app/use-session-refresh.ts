import { useEffect } from 'react';
import { useSessionActor } from '../api/session-context';
import { useStorefront } from '../tenant/storefront-context';

/** On start a stored session is checked with the server: a refreshed user, or a 401 that ends it. */
export function useSessionRefresh() {
  const session = useSessionActor();
  const { api } = useStorefront();
  useEffect(() => {
    if (!session.getSnapshot().matches('authenticated')) return;
    void api.GET('/users/v1/users/me').then(({ data }) => {
      if (data) session.send({ type: 'USER_UPDATED', user: data });
    });
  }, [session, api]);
}
