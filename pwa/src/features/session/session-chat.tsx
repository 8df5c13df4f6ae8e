import { joinParts } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { formatTime } from './format.ts';
import { sessionText as t } from './text.ts';
import { newestSent } from './chat-log.ts';
import { useSessionChat } from './use-session-chat.ts';

/** The in-session chat (spec §2): the session's room over the chat socket events. */
export function SessionChat({
  roomId,
  myId,
  otherName,
  className = '',
}: {
  roomId: string | null;
  myId: string;
  otherName: string;
  className?: string;
}) {
  const viewer = useAuth().user;
  const { log, loadError, send, markRead } = useSessionChat(roomId, myId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLElement>(null);
  const marked = useRef<string | null>(null);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);

  // What this chat shows is read: the chat screen's list does not call it unread afterwards.
  // On a phone the chat is hidden until opened; it is read once it is on screen.
  const newest = newestSent(log);
  useEffect(() => {
    if (!newest || newest === marked.current || box.current?.offsetParent == null) return;
    marked.current = newest;
    markRead(newest);
  }, [newest, className, markRead]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await send(text);
    setError(problem);
    if (!problem) setText('');
  };

  return (
    <section
      ref={box}
      aria-label={t.chat.title}
      data-testid="session-chat"
      className={`flex max-h-[70dvh] min-h-72 flex-col rounded-2xl border border-line bg-card ${className}`}
    >
      <h2 className="border-b border-line px-4 py-3 font-bold">{t.chat.title}</h2>
      {!roomId || loadError ? (
        <p className="p-4 text-sm text-muted">{loadError ?? t.chat.unavailable}</p>
      ) : (
        <div ref={list} role="log" aria-live="polite" className="flex-1 overflow-y-auto p-3">
          <ol className="flex min-h-full flex-col gap-2">
            {log.length === 0 && (
              <li className="m-auto max-w-56 text-center text-sm text-muted">
                {t.chat.emptyFor(otherName, viewer)}
              </li>
            )}
            {log.map((line) => {
              const mine = line.senderId === myId;
              return (
                <li
                  key={line.id}
                  data-testid="session-chat-message"
                  data-status={line.status}
                  className={`max-w-[85%] rounded-2xl px-3 py-2 ${
                    mine
                      ? 'self-end bg-teal-700 text-white dark:bg-teal-800'
                      : 'self-start bg-subtle text-heading'
                  }`}
                >
                  <p dir="auto" className="break-words whitespace-pre-wrap">
                    {line.deleted ? <em>{t.chat.deleted}</em> : line.text}
                  </p>
                  <p
                    className={`mt-0.5 text-xs ${mine ? 'text-teal-50' : 'text-slate-600 dark:text-slate-400'}`}
                  >
                    {line.status === 'pending'
                      ? t.chat.pending
                      : line.status === 'failed'
                        ? `${t.chat.failed}: ${line.error ?? ''}`
                        : joinParts(formatTime(line.createdAt), line.editedAt && t.chat.edited)}
                  </p>
                  {line.status === 'failed' && (
                    <button
                      type="button"
                      onClick={() => void send(line.text, line.id)}
                      className="mt-1 text-sm font-semibold underline"
                    >
                      {t.chat.retry(viewer)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
        <div className="flex-1">
          <label htmlFor="session-chat-input" className="sr-only">
            {t.chat.input(viewer)}
          </label>
          <input
            id="session-chat-input"
            data-testid="session-chat-input"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            placeholder={t.chat.input(viewer)}
            disabled={!roomId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'session-chat-error' : undefined}
            className="block w-full rounded-xl border border-control bg-page px-3 py-2 text-base text-ink placeholder:text-faint focus:border-focus focus:outline-2 focus:outline-focus"
          />
          {error && (
            <p id="session-chat-error" className="mt-1 text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={!roomId} data-testid="session-chat-send">
          {t.chat.send(viewer)}
        </Button>
      </form>
    </section>
  );
}
