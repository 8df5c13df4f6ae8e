import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/numbers.ts';
import { MuteIcon, PinIcon } from './icons.tsx';
import { languageOf, previewOf, roomTitle } from './labels.ts';
import { chatRoomPath } from '../../lib/chat-paths.ts';
import { PresenceAvatar } from './presence-avatar.tsx';
import type { RoomSummary } from './room-summaries.ts';
import { typingLine, type Person } from './status-line.ts';
import { chatText as t } from './text.ts';
import { listTime } from './time-labels.ts';

interface RoomRowProps {
  summary: RoomSummary;
  me: string;
  selected: boolean;
  online: boolean | undefined;
  /** The people typing in the room now. */
  typing: Person[];
  now: number;
}

/** One room in the list: who, the last word (or who is typing), when, unread, pinned, muted. */
export function RoomRow({ summary, me, selected, online, typing, now }: RoomRowProps) {
  const reader = useAuth().user;
  const { room, unread } = summary;
  const shown = summary.hit ?? summary.last;
  const typingNow = typingLine(typing, summary.others.length > 1);
  return (
    <li>
      <Link
        to={chatRoomPath(room.id)}
        aria-current={selected ? 'page' : undefined}
        data-testid="chat-room-row"
        data-room-id={room.id}
        className={`flex items-center gap-3 rounded-xl px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600 ${
          selected ? 'bg-brand-soft' : 'hover:bg-slate-100 dark:hover:bg-slate-800/70'
        }`}
      >
        <PresenceAvatar person={summary.others[0]} online={online} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-center gap-2">
            <span className="truncate font-bold text-heading">{roomTitle(summary)}</span>
            {room.pinned && (
              <span className="text-brand" title={t.list.pinned}>
                <PinIcon className="size-4" />
                <span className="sr-only">{t.list.pinned}</span>
              </span>
            )}
            {room.muted && (
              <span className="text-faint" title={t.list.muted}>
                <MuteIcon className="size-4" />
                <span className="sr-only">{t.list.muted}</span>
              </span>
            )}
            <span className="ms-auto shrink-0 text-xs text-muted">
              {listTime(summary.activity, now, t.list.yesterday)}
            </span>
          </span>
          <span className="flex items-center gap-2">
            {typingNow ? (
              <span
                data-testid="chat-row-typing"
                className="truncate text-sm font-semibold text-brand"
              >
                {typingNow}
              </span>
            ) : (
              <span
                // An English message reads left to right: cut at its end, not at its first words.
                dir={shown && languageOf(shown.text) ? 'ltr' : 'auto'}
                className={`truncate text-sm ${unread > 0 ? 'font-semibold text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}
              >
                {previewOf(shown, me, reader)}
              </span>
            )}
            {unread > 0 && (
              <span
                data-testid="chat-unread"
                className={`ms-auto inline-flex min-w-6 shrink-0 items-center justify-center rounded-full px-1.5 text-xs font-bold ${
                  room.muted ? 'bg-field text-slate-900 dark:text-white' : 'bg-brand text-on-brand'
                }`}
              >
                <span aria-hidden="true">{formatNumber(unread)}</span>
                <span className="sr-only">{t.list.unread(unread)}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
