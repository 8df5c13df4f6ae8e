import { useEffect, useRef } from 'react';
import type { ChatMessageDoc } from '@kalam/sync';
import { useAuth } from '../auth-context.tsx';
import { useLessons, useLocalQuery } from '../db/hooks.ts';
import { useNow } from '../use-now.ts';
import { desktop } from './desktop.ts';
import { newIncoming, scheduleFromLessons } from './desktop-feed.ts';
import { desktopText } from './text.ts';

const RECENT_MESSAGES = { selector: {}, sort: [{ updatedAt: 'desc' as const }], limit: 30 };

function useUploadToken(token: string | null) {
  useEffect(() => {
    void desktop().setUploadToken(token);
  }, [token]);
}

function useTutorSchedule(me: string | null, isTutor: boolean) {
  const { lessons, loading } = useLessons();
  const now = useNow(60_000);
  const schedule = me && isTutor && !loading ? scheduleFromLessons(lessons, me, now) : null;
  const key = JSON.stringify(schedule);
  useEffect(() => {
    if (schedule) void desktop().setSchedule(schedule);
    // `key` stands for the schedule's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

function useMessageNotices(me: string | null) {
  const { docs, loading } = useLocalQuery('chat-messages', me ? RECENT_MESSAGES : null);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!me || loading) return;
    const { seen: next, fresh } = newIncoming(seen.current, docs as ChatMessageDoc[], me);
    seen.current = next;
    // Someone looking at the app sees the message already; a notice is for when it is not.
    if (document.hasFocus()) return;
    for (const m of fresh)
      void desktop().notify({
        title: desktopText.newMessage,
        body: m.text.slice(0, 400),
        path: '/chat',
      });
  }, [docs, loading, me]);
}

/**
 * What the signed-in page tells the desktop app: the token its uploads use, a tutor's coming
 * lessons (reminders, tray), new messages as system notices. Renders nothing; mounted only in
 * the desktop app (`desktop-parts.tsx`).
 */
export function DesktopLink() {
  const { user, token } = useAuth();
  useUploadToken(token);
  useTutorSchedule(user?.id ?? null, user?.role === 'Tutor');
  useMessageNotices(user?.id ?? null);
  return null;
}
