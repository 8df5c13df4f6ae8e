import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SERVER_EVENTS } from '@kalam/shared';
import { realtime } from '../../lib/realtime/realtime-connection.ts';
import { toast } from '../../ui/toast-store.ts';
import { formatWhen } from './format.ts';
import { fetchLesson, tutorKeys } from './tutor-api.ts';
import { tutorText as t } from './text.ts';

/** The payload of lesson events: ids only (decision 032), the screen fetches what it shows. */
interface LessonEvent {
  lessonId?: string;
}

const EVENTS = [
  [SERVER_EVENTS.lessonBooked, t.live.booked, 'info'],
  [SERVER_EVENTS.lessonRebooked, t.live.rebooked, 'info'],
  [SERVER_EVENTS.lessonCanceled, t.live.canceled, 'warning'],
] as const;

/**
 * A lesson booked, moved or cancelled by a student shows up without a reload: the tutor's lists
 * and figures are refetched and a toast names the student and the time. The app's socket can be
 * replaced (token refresh), so the listeners follow the connection.
 */
export function useLessonEvents(zone: string): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const handlers = EVENTS.map(([event, title, type]) => {
      const handler = (payload: LessonEvent) => {
        void queryClient.invalidateQueries({ queryKey: tutorKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['lessons'] });
        const id = payload?.lessonId;
        if (!id) return;
        const show = (description?: string) =>
          toast({
            id: `lesson-${event}-${id}`,
            type,
            title,
            description,
            action: {
              label: t.lessons.details,
              onClick: () => navigate(`/lesson/${encodeURIComponent(id)}`),
            },
          });
        fetchLesson(id).then(
          (lesson) => show(t.live.detail(lesson.student.name, formatWhen(lesson.start, zone))),
          () => show(),
        );
      };
      return [event, handler] as const;
    });
    let socket = realtime.current;
    const attach = () => handlers.forEach(([event, handler]) => socket?.on(event, handler));
    const detach = () => handlers.forEach(([event, handler]) => socket?.off(event, handler));
    attach();
    const off = realtime.onState(() => {
      if (realtime.current === socket) return;
      detach();
      socket = realtime.current;
      attach();
    });
    return () => {
      off();
      detach();
    };
  }, [queryClient, navigate, zone]);
}
