import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  SERVER_EVENTS,
  type CurrentSubscriptionDto,
  type LessonEventPayload,
  type UserRole,
} from '@kalam/shared';
import { listenRealtime } from '../lib/realtime/use-realtime-session.ts';
import { toast, toasts } from '../ui/toast-store.ts';
import type { LessonEvent } from '../features/lessons/lesson-event-toast.ts';
import { lessonKeys, subscriptionKeys, tutorKeys } from '../lib/query-keys.ts';

const loadWords = () => import('./lesson-event-words.ts');

const EVENTS: [string, LessonEvent][] = [
  [SERVER_EVENTS.lessonBooked, 'booked'],
  [SERVER_EVENTS.lessonRebooked, 'rebooked'],
  [SERVER_EVENTS.lessonCanceled, 'canceled'],
];

/** Whom the hook speaks to: their role and the zone their times are shown in. */
export interface LessonEventsViewer {
  role: UserRole;
  timeZone?: string | null;
}

/**
 * A lesson booked, moved or cancelled (here, on another device, or by the other member) shows
 * without a reload: the event carries the lesson as this member reads it (decision 157), so it
 * lands in the cache and in a toast at once, and the lists and figures that count lessons are
 * refreshed (decision 082). One hook for students and tutors, mounted once in the signed-in
 * layout; the app's socket can be replaced (token refresh), so the listeners follow it.
 */
export function useLessonEvents(viewer: LessonEventsViewer | undefined): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const role = viewer?.role;
  const timeZone = viewer?.timeZone;
  useEffect(() => {
    if (role !== 'Student' && role !== 'Tutor') return;
    const handlers = EVENTS.map(([name, event]) => {
      const handler = (payload: LessonEventPayload) => {
        const id = payload?.lessonId;
        if (!id) return;
        if (payload.lesson) queryClient.setQueryData(lessonKeys.one(id), payload.lesson);
        const refreshed = [lessonKeys.all, subscriptionKeys.current, tutorKeys.all].map(
          (queryKey) =>
            queryClient.invalidateQueries({
              queryKey,
              predicate: (query) => query.queryKey[1] !== 'one',
            }),
        );
        // The event can outrun the answer of the request that made the change; once the lists
        // are fresh that answer is in, and the screen that made it has said so (decision 082).
        void Promise.all([loadWords(), ...refreshed]).then(([{ lessonEventWords }]) => {
          const toastId = `lesson-${id}-${event}`;
          if (toasts.wasSaid(toastId)) return;
          // The plan's answer was just refreshed: it says the window in force (decision 275).
          const freeCancellationMinutes = queryClient.getQueryData<CurrentSubscriptionDto>(
            subscriptionKeys.current,
          )?.freeCancellationMinutes;
          const { view, ...words } = lessonEventWords(event, payload.lesson, {
            role,
            timeZone,
            freeCancellationMinutes,
          });
          toast({
            id: toastId,
            type: event === 'canceled' ? 'warning' : 'info',
            ...words,
            action: {
              label: view,
              onClick: () => navigate(`/lesson/${encodeURIComponent(id)}`),
            },
          });
        });
      };
      return [name, handler] as const;
    });
    return listenRealtime(handlers);
  }, [role, timeZone, queryClient, navigate]);
}
