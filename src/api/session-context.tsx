import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

export type SessionActor = ActorRefFrom<SessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

/** The logged-in user (kept while a Telegram re-auth runs), or null. */
export function useCurrentUser() {
  return useSelector(useSessionActor(), (s) => (s.hasTag('signedIn') ? s.context.user : null));
}
