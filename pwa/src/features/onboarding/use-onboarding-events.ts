import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { SERVER_EVENTS, type OnboardingEventPayload, type UserRole } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { listenRealtime } from '../../lib/realtime/use-realtime-session.ts';
import { onboardingKeys } from './onboarding-keys.ts';

/** Who hears onboarding events: the tutor and the staff of the four steps. */
const LISTENERS = new Set<UserRole>([
  'Tutor',
  'TutorManager',
  'Studio',
  'RegularAdmin',
  'SuperAdmin',
]);

type Listed = { list: { id: string }[]; total: number };

/**
 * Put a changed row into a cached list in place; a row the list does not hold yet (a new
 * booking) makes the list ask again, so its order and total stay the server's.
 */
function replaceInList(client: QueryClient, queryKey: QueryKey, row: { id: string }): void {
  let found = false;
  client.setQueryData<Listed>(queryKey, (old) => {
    if (!old) return old;
    if (!old.list.some((item) => item.id === row.id)) return old;
    found = true;
    return { ...old, list: old.list.map((item) => (item.id === row.id ? row : item)) };
  });
  if (!found) void client.invalidateQueries({ queryKey, exact: true });
}

/** Apply one `onboarding:changed` to the cache (decision 186); exported for its unit test. */
export function applyOnboardingEvent(
  client: QueryClient,
  role: UserRole,
  event: OnboardingEventPayload,
): void {
  if (event.progress) {
    // The tutor reads their own under 'me'; staff read a tutor's under the tutor's id.
    client.setQueryData(
      onboardingKeys.progress(role === 'Tutor' ? undefined : event.tutorId),
      event.progress,
    );
  }
  if (event.interview) replaceInList(client, onboardingKeys.interviews, event.interview);
  if (event.demoSession) replaceInList(client, onboardingKeys.demos, event.demoSession);
  if (event.step === 'intro-video')
    void client.invalidateQueries({ queryKey: ['onboarding', 'intro-videos'] });
  if (event.step === 'photo-session')
    void client.invalidateQueries({ queryKey: ['onboarding', 'photo-sessions'] });
  // A passed demo session puts an applicant in the studio's queue; a booked shoot takes her out.
  if (event.step === 'photo-session' || event.step === 'demo-session')
    void client.invalidateQueries({ queryKey: onboardingKeys.readyForPhoto });
  // A booked or freed half hour changes what the slot pickers may offer. The applicant's own
  // booking closes her picker: asking for its slots again would only be refused (a 409 in the
  // console), so they are marked stale and asked for when a picker shows again.
  if (event.step === 'interview' || event.step === 'demo-session') {
    const state = event.progress?.steps.find((s) => s.step === event.step)?.state;
    const pickerOpen = state === undefined || state === 'todo' || state === 'refused';
    void client.invalidateQueries({
      queryKey: ['onboarding', 'slots'],
      refetchType: pickerOpen ? 'active' : 'none',
    });
  }
}

/**
 * Whether the event turns the signed-in tutor's own account on or off: the user she is signed in
 * as carries `activated` too, and the dashboard's setup notice reads it, so it must be asked for
 * again (it kept saying «حسابك لسه ما اتفعّلش» after the studio's last step).
 */
export function ownActivationChanged(
  role: UserRole,
  activated: boolean | undefined,
  event: OnboardingEventPayload,
): boolean {
  return role === 'Tutor' && !!event.progress && event.progress.activated !== activated;
}

/**
 * The tutor's `/t/onboarding`, the managers' `/interviews` and the studio's photo sessions
 * follow reviews, bookings and decisions made elsewhere without a reload (decision 186).
 * Mounted once in the signed-in layouts.
 */
export function useOnboardingEvents(role: UserRole | undefined): void {
  const client = useQueryClient();
  const { user, refreshUser } = useAuth();
  // Read when an event comes, without listening again each time the user is re-read.
  const activated = useRef(user?.activated);
  activated.current = user?.activated;
  useEffect(() => {
    if (!role || !LISTENERS.has(role)) return;
    return listenRealtime([
      [
        SERVER_EVENTS.onboardingChanged,
        (event: OnboardingEventPayload) => {
          applyOnboardingEvent(client, role, event);
          if (ownActivationChanged(role, activated.current, event)) void refreshUser();
        },
      ],
      // Events sent while the socket was down (a reconnection, a tab waking) are not replayed:
      // back online, the onboarding screens ask again.
      ['connect', () => void client.invalidateQueries({ queryKey: onboardingKeys.all })],
    ]);
  }, [role, client, refreshUser]);
}
