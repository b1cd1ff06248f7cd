import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser, useSessionActor } from '../api/session-context';
import { useStorefront } from '../tenant/storefront-context';

/** Screens that need login send an anonymous customer to /login and bring them back after. */
export function useLoginRequired(path: string) {
  const user = useCurrentUser();
  const session = useSessionActor();
  const { storage } = useStorefront();
  const [, navigate] = useLocation();
  useEffect(() => {
    // the actor, not the last render: a login that just happened counts
    if (user || session.getSnapshot().hasTag('signedIn')) return;
    storage.set('redirectUrl', path);
    navigate('/login', { replace: true });
  }, [user, session, storage, navigate, path]);
  return user !== null || session.getSnapshot().hasTag('signedIn');
}
