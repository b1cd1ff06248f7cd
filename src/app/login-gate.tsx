import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser, useSessionActor } from '../api/session-context';
import { useStorefront } from '../tenant/storefront-context';

/**
 * A route the table marks `auth` (src/domain/routes.ts) shows its page to a logged-in customer;
 * anyone else is sent to /login and brought back to this path after. Inside Telegram the customer
 * is being logged in with the launch's initData: the page waits for it (a refusal replaces the
 * whole app with its message).
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const session = useSessionActor();
  const { storage, telegram } = useStorefront();
  const [path, navigate] = useLocation();
  useEffect(() => {
    // the actor, not the last render: a login that just happened counts
    if (user || session.getSnapshot().hasTag('signedIn') || telegram) return;
    storage.set('redirectUrl', path);
    navigate('/login', { replace: true });
  }, [user, session, storage, navigate, path, telegram]);
  return user ? children : null;
}
