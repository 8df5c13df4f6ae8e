import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  AUTH_TOKEN_STORAGE_KEY,
  setMessageReader,
  signedInCalls,
  type UserDto,
} from '@kalam/shared';
import { call, configureApi } from './api.ts';
import { followSession } from './db/follow-session.ts';
import { isTokenValid, readSession, writeSession } from './auth-storage.ts';
import { forgetAll } from './last-known.ts';
import { queryClient } from './query-client.ts';
import { TokenRefresher } from './token-refresh.ts';
import { toast } from '../ui/toast-store.ts';
import { ar } from '../i18n/ar.ts';

export type AuthStatus = 'anonymous' | 'loading' | 'signed-in';

export interface Auth {
  user: UserDto | null;
  token: string | null;
  status: AuthStatus;
  signIn(token: string, user: UserDto): void;
  signOut(): void;
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * Spec §4 authentication: token and user in local storage under their own keys; only an
 * unexpired token is used; the user is fetched again at start; sign-out clears both.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => {
    const stored = readSession();
    return isTokenValid(stored.token, Date.now()) ? stored : { token: null, user: null };
  });
  const tokenRef = useRef(session.token);
  tokenRef.current = session.token;
  const userRef = useRef(session.user);
  userRef.current = session.user;
  // Every message this device shows speaks to the person signed in, in their gender (decision 217).
  useEffect(() => setMessageReader(() => userRef.current), []);

  const signIn = useCallback((token: string, user: UserDto) => {
    writeSession({ token, user });
    tokenRef.current = token;
    setSession({ token, user });
  }, []);

  const signOut = useCallback(() => {
    writeSession({ token: null, user: null });
    tokenRef.current = null;
    setSession({ token: null, user: null });
    queryClient.clear();
    forgetAll();
  }, []);

  // The server refused the session in use: out, and told why the login page is back (the
  // reason itself, e.g. a suspension, is said when they sign in again).
  const sessionEnded = useCallback(() => {
    const reader = userRef.current;
    if (tokenRef.current)
      toast({ id: 'session-ended', type: 'info', title: ar.sessionEnded(reader ?? {}) });
    signOut();
  }, [signOut]);

  // Another tab of this browser signed out, in, or as someone else: this tab follows at once,
  // so no tab acts on a session its person has left (decision 244).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_STORAGE_KEY && event.key !== null) return;
      const stored = readSession();
      if (stored.token === tokenRef.current) return;
      if (!isTokenValid(stored.token, Date.now())) {
        if (!tokenRef.current) return;
        const reader = userRef.current;
        toast({ id: 'session-ended', type: 'info', title: ar.signedOutElsewhere(reader ?? {}) });
        signOut();
        return;
      }
      if (stored.user?.id !== userRef.current?.id) {
        queryClient.clear();
        forgetAll();
      }
      tokenRef.current = stored.token;
      setSession({ token: stored.token, user: stored.user });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [signOut]);

  useEffect(
    () => configureApi({ token: () => tokenRef.current, onUnauthenticated: sessionEnded }),
    [sessionEnded],
  );

  // The offline database follows the signed-in user; sign-out wipes it (lib/db/local-sync.ts).
  // While the user is still loading nothing changes, so no pending offline write is lost.
  const userId = session.user?.id ?? null;
  const signedOut = !session.token;
  useEffect(() => {
    if (signedOut) followSession(null);
    else if (userId) followSession({ userId, token: () => tokenRef.current });
  }, [signedOut, userId]);

  const refreshUser = useCallback(async () => {
    if (!tokenRef.current) return;
    const user = await call(signedInCalls.current);
    writeSession({ token: tokenRef.current, user });
    setSession((s) => ({ ...s, user }));
  }, []);

  const refresher = useMemo(
    () =>
      new TokenRefresher(async () => {
        const answer = await call(signedInCalls.refresh);
        signIn(answer.token, answer.user);
      }),
    [signIn],
  );

  useEffect(() => {
    if (!session.token) return;
    refreshUser().catch(() => {});
    void refresher.maybeRefresh(session.token);
    // Only when the token itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.token]);

  const value = useMemo<Auth>(
    () => ({
      user: session.user,
      token: session.token,
      status: session.token ? (session.user ? 'signed-in' : 'loading') : 'anonymous',
      signIn,
      signOut,
      refreshUser,
    }),
    [session, signIn, signOut, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
