import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authCalls, type SelfRegisterRole } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { toast } from '../../ui/toast-store.ts';
import { homeFor } from '../../lib/home.ts';
import { authText as t } from './text.ts';
import { authKeys } from '../../lib/query-keys.ts';

/** The slice of Google Identity Services we use (https://accounts.google.com/gsi/client). */
interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (answer: { credential: string }) => void;
    ux_mode?: 'popup';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | undefined;

/** Google's script, loaded once and only on a screen that shows the button. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error('no gsi'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('gsi failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * "Sign in with Google" (spec §2 login and register). The server hands out the public client
 * id; with none configured (the local default) the button is not shown at all. Google's own
 * button is used as Google requires, in Arabic, and the ID token goes to `POST /auth/google`.
 */
export function GoogleSignIn({ role, invite }: { role?: SelfRegisterRole; invite?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  const { data } = useQuery({
    queryKey: authKeys.googleConfig,
    queryFn: () => call(authCalls.googleConfig),
    staleTime: Infinity,
    retry: false,
  });
  const clientId = data?.clientId;

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!live || !holder.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            // An admin's invite goes along, so a new account gets the invited role (decision 238).
            call(authCalls.google, {
              body: { idToken: credential, role, ...(invite ? { invite } : {}) },
            }).then(
              (answer) => {
                signIn(answer.token, answer.user);
                navigate(homeFor(answer.user.role), { replace: true });
              },
              (error: unknown) =>
                toast({ id: 'google-failed', type: 'error', title: failureText(error) }),
            );
          },
        });
        google.renderButton(holder.current, {
          locale: 'ar',
          text: role ? 'signup_with' : 'signin_with',
          theme: document.documentElement.classList.contains('dark') ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'pill',
          width: holder.current.clientWidth || 320,
        });
      },
      () => {
        if (live) toast({ id: 'google-failed', type: 'error', title: t.google.failed });
      },
    );
    return () => {
      live = false;
    };
  }, [clientId, role, invite, signIn, navigate]);

  if (!clientId) return null;
  return (
    <div className="mt-5 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-track" />
        {t.google.or}
        <span className="h-px flex-1 bg-track" />
      </div>
      <div ref={holder} className="flex min-h-11 justify-center" />
    </div>
  );
}
