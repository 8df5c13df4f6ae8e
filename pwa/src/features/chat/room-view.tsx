import { useAuth } from '../../lib/auth-context.tsx';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatMessageDoc } from '@kalam/sync';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { Composer } from './composer.tsx';
import { BackIcon, BellIcon, MuteIcon, PinIcon } from './icons.tsx';
import { roomTitle } from './labels.ts';
import { MessageBubble } from './message-bubble.tsx';
import { PresenceAvatar } from './presence-avatar.tsx';
import { messageStatus, othersReadFloor, readMarkTarget } from './read-marks.ts';
import type { RoomSummary } from './room-summaries.ts';
import { presenceLine, typingLine, type Person } from './status-line.ts';
import { chatText as t } from './text.ts';
import { byDay, dayLabel } from './time-labels.ts';
import { VerifyNotice } from './verify-notice.tsx';

export interface RoomActions {
  send(text: string): Promise<void>;
  edit(id: string, text: string): Promise<void>;
  remove(id: string): Promise<void>;
  markRead(messageId: string): Promise<void>;
  setFlag(flag: 'pinned' | 'muted', value: boolean): Promise<void>;
  typing(text: string): void;
  stopTyping(): void;
}

interface RoomViewProps {
  summary: RoomSummary;
  messages: ChatMessageDoc[];
  me: string;
  othersReadSeq: number;
  /** The people typing now. */
  typing: Person[];
  online: boolean | undefined;
  canWrite: boolean;
  networkOnline: boolean;
  now: number;
  actions: RoomActions;
  /** Opened to write in: the box takes focus. */
  focusComposer?: boolean;
}

/** One room: who and their state, the messages by day, and the box to write in. */
export function RoomView(props: RoomViewProps) {
  const reader = useAuth().user;
  const { summary, messages, me, actions, now } = props;
  const { room } = summary;
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const last = messages.at(-1);

  // Looking at the room reads it: move my mark when the page is in front of me.
  useEffect(() => {
    const target = readMarkTarget(room, messages, me);
    if (!target) return;
    const mark = () => {
      if (document.visibilityState === 'visible') void actions.markRead(target.id);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [room, messages, me, actions]);

  // A room opens at its newest message; new ones scroll in when I was at the bottom or wrote them.
  useLayoutEffect(() => {
    nearBottom.current = true;
    setEditing(null);
  }, [room.id]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (nearBottom.current || last?.senderId === me)) el.scrollTop = el.scrollHeight;
  }, [room.id, messages.length, last?.id, last?.senderId, me]);

  const othersRead = Math.max(props.othersReadSeq, othersReadFloor(messages, me));
  const title = roomTitle(summary);
  const person = summary.others[0];
  const status =
    typingLine(props.typing, summary.others.length > 1) ?? presenceLine(person, props.online);

  return (
    <section
      aria-label={title}
      data-testid="chat-room"
      data-room-id={room.id}
      className="flex min-h-0 flex-1 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-line px-3 py-2.5">
        <Link
          to="/chat"
          aria-label={t.room.back}
          title={t.room.back}
          className="flex size-10 items-center justify-center rounded-full hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus lg:hidden"
        >
          <BackIcon />
        </Link>
        <PresenceAvatar person={person} online={props.online} />
        <div className="flex min-w-0 flex-1 flex-col">
          {/* A phone leaves the title ~130 px beside the buttons: a smaller size, and a second
              line before an ellipsis, so a name is not cut at its last word. */}
          <h2 className="line-clamp-2 text-base leading-snug font-bold break-words sm:text-lg">
            {title}
          </h2>
          <p
            aria-live="polite"
            data-testid={props.typing.length ? 'chat-typing' : 'chat-presence'}
            className={`h-5 truncate text-sm ${props.typing.length ? 'font-semibold text-teal-700 dark:text-teal-300' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {status}
          </p>
        </div>
        <ToggleButton
          pressed={room.pinned}
          onLabel={t.room.unpin(reader)}
          offLabel={t.room.pin(reader)}
          testId="chat-pin"
          onClick={() => void actions.setFlag('pinned', !room.pinned)}
        >
          <PinIcon />
        </ToggleButton>
        <ToggleButton
          pressed={room.muted}
          onLabel={t.room.unmute(reader)}
          offLabel={t.room.mute(reader)}
          testId="chat-mute"
          onClick={() => void actions.setFlag('muted', !room.muted)}
        >
          {room.muted ? <MuteIcon /> : <BellIcon />}
        </ToggleButton>
      </header>

      <div
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        role="log"
        aria-label={t.room.messages}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4"
      >
        {messages.length === 0 ? (
          <p className="py-10 text-center text-muted">{t.room.empty(reader)}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {byDay(messages).map(([day, list]) => (
              <Fragment key={day}>
                <li className="my-2 self-center rounded-full bg-subtle px-3 py-0.5 text-xs font-semibold text-soft">
                  {dayLabel(list[0]!.createdAt, now, t.room)}
                </li>
                {list.map((m) => {
                  const mine = m.senderId === me;
                  return (
                    <MessageBubble
                      key={m.id}
                      message={m}
                      mine={mine}
                      status={mine ? messageStatus(m, othersRead) : null}
                      onEdit={() => setEditing({ id: m.id, text: m.text })}
                      onDelete={() => setDeleting(m.id)}
                    />
                  );
                })}
              </Fragment>
            ))}
          </ol>
        )}
      </div>

      {props.canWrite ? (
        <Composer
          focusOnOpen={props.focusComposer}
          editing={editing}
          onCancelEdit={() => setEditing(null)}
          onInput={editing ? undefined : actions.typing}
          note={props.networkOnline ? null : t.composer.offline(reader)}
          onSubmit={async (text) => {
            if (editing) {
              await actions.edit(editing.id, text);
              setEditing(null);
              return;
            }
            actions.stopTyping();
            await actions.send(text);
          }}
        />
      ) : (
        <VerifyNotice />
      )}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteDialog.title(reader)}
        description={t.deleteDialog.body}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t.deleteDialog.cancel}</Button>
            </DialogClose>
            <Button
              variant="danger"
              data-testid="chat-delete-confirm"
              onClick={() => {
                const id = deleting;
                setDeleting(null);
                if (id) void actions.remove(id);
              }}
            >
              {t.deleteDialog.confirm(reader)}
            </Button>
          </>
        }
      />
    </section>
  );
}

function ToggleButton({
  pressed,
  onLabel,
  offLabel,
  testId,
  onClick,
  children,
}: {
  pressed: boolean;
  onLabel: string;
  offLabel: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  // The name stays; the pressed state says which way it is (the tooltip names the next step).
  const next = pressed ? onLabel : offLabel;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={offLabel}
      title={next}
      data-testid={testId}
      onClick={onClick}
      className={`flex size-10 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-teal-600 ${
        pressed ? 'bg-brand-soft text-brand-ink' : 'text-quiet hover:bg-subtle'
      }`}
    >
      {children}
    </button>
  );
}
