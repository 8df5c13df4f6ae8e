import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lessonCalls, SERVER_EVENTS, type LessonDto, type UserRole } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { listenRealtime } from '../../lib/realtime/use-realtime-session.ts';
import { toast, toasts } from '../../ui/toast-store.ts';
import { lessonEventToast, type LessonEvent } from './lesson-event-toast.ts';
import { lessonKeys } from './lesson-keys.ts';
import { lessonsText as t } from './text.ts';

interface LessonEventPayload {
  lessonId: string;
  tutorId: string;
  studentId: string;
  canceledBy?: string;
}

const EVENTS: [string, LessonEvent][] = [
  [SERVER_EVENTS.lessonBooked, 'booked'],
  [SERVER_EVENTS.lessonRebooked, 'rebooked'],
  [SERVER_EVENTS.lessonCanceled, 'canceled'],
];

async function readLesson(client: QueryClient, id: string): Promise<LessonDto | null> {
  try {
    return await client.fetchQuery({
      queryKey: lessonKeys.one(id),
      queryFn: () => call(lessonCalls.one, { params: { id } }),
    });
  } catch {
    return null;
  }
}

/**
 * A lesson booked, moved or cancelled (here, on another device, or by the tutor) refreshes every
 * lesson query and the minutes left, with no reload; the student also gets a toast (decision
 * 082). Mounted once in the signed-in layout. The app's socket can be replaced (token refresh),
 * so the listeners follow it.
 */
export function useLessonEvents(role: UserRole | undefined): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!role) return;
    const handlers = EVENTS.map(([name, event]) => {
      const handler = (payload: LessonEventPayload) => {
        const id = payload?.lessonId;
        if (!id) return;
        void (async () => {
          await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
          await queryClient.invalidateQueries({ queryKey: ['sub', 'user'] });
          if (role !== 'Student') return;
          const toastId = `lesson-${id}-${event}`;
          // The screen that made this change has already said so (same id: decision 082).
          if (toasts.wasSaid(toastId)) return;
          const lesson = await readLesson(queryClient, id);
          toast({
            id: toastId,
            type: event === 'canceled' ? 'warning' : 'info',
            ...lessonEventToast(event, lesson, role),
            action: { label: t.events.view, onClick: () => navigate(`/lesson/${id}`) },
          });
        })();
      };
      return [name, handler] as const;
    });
    return listenRealtime(handlers);
  }, [role, queryClient, navigate]);
}
