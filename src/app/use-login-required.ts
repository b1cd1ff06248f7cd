import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser, useSessionActor } from '../api/session-context';
import { useStorefront } from '../tenant/storefront-context';

/**
 * Screens that need login send an anonymous customer to /login and bring them back after. Inside
 * Telegram the customer is being logged in with the launch's initData: the screen waits for it
 * (a refusal replaces the whole app with its message).
 */
export function useLoginRequired(path: string) {
  const user = useCurrentUser();
  const session = useSessionActor();
  const { storage, telegram } = useStorefront();
  const [, navigate] = useLocation();
  useEffect(() => {
    // the actor, not the last render: a login that just happened counts
    if (user || session.getSnapshot().hasTag('signedIn') || telegram) return;
    storage.set('redirectUrl', path);
    navigate('/login', { replace: true });
  }, [user, session, storage, navigate, path, telegram]);
  return user !== null || session.getSnapshot().hasTag('signedIn');
}
