import { useAuth } from '../../lib/auth-context.tsx';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { SearchIcon } from './icons.tsx';
import { RoomRow } from './room-row.tsx';
import type { RoomSummary } from './room-summaries.ts';
import { typistsOf } from './status-line.ts';
import { chatText as t } from './text.ts';

interface RoomListProps {
  summaries: RoomSummary[];
  /** Rooms exist at all (an empty search result is not an empty inbox). */
  hasRooms: boolean;
  loading: boolean;
  me: string;
  isStudent: boolean;
  selectedId: string | null;
  query: string;
  onQuery: (query: string) => void;
  online: (userId: string) => boolean | undefined;
  typers: (roomId: string) => string[];
  now: number;
}

/** Spec §2 chat: the rooms, pinned first, with a search over names and messages. */
export function RoomList(props: RoomListProps) {
  const reader = useAuth().user;
  const { summaries, me, selectedId, query, online, typers, now } = props;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="relative px-1">
        <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          value={query}
          onChange={(e) => props.onQuery(e.target.value)}
          aria-label={t.list.search(reader)}
          placeholder={t.list.search(reader)}
          title={t.list.searchHint}
          data-testid="chat-search"
          className="block w-full rounded-xl border border-field bg-page py-2.5 ps-10 pe-3 text-base text-ink placeholder:text-faint focus:border-focus focus:outline-2 focus:outline-focus"
        />
      </div>
      {props.loading ? (
        <SkeletonLines lines={5} />
      ) : !props.hasRooms ? (
        <EmptyState
          icon={<MessageCircle className="size-10" />}
          title={t.list.empty}
          description={props.isStudent ? t.list.emptyStudent(reader) : t.list.emptyOther}
          action={
            props.isStudent && (
              <Link to="/tutors" className={buttonClass.primary}>
                {t.list.findTutor(reader)}
              </Link>
            )
          }
        />
      ) : summaries.length === 0 ? (
        <p role="status" className="px-3 py-6 text-center text-muted">
          {t.list.noMatch(query.trim())}
        </p>
      ) : (
        <ul aria-label={t.list.label} className="-mx-1 flex flex-col gap-0.5 overflow-y-auto px-1">
          {summaries.map((s) => (
            <RoomRow
              key={s.room.id}
              summary={s}
              me={me}
              selected={s.room.id === selectedId}
              online={s.others.length === 1 ? online(s.others[0]!.id) : undefined}
              typing={typistsOf(typers(s.room.id), s.others)}
              now={now}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
