import { useAuth } from '../../lib/auth-context.tsx';
import type { ChatMessageDoc } from '@kalam/sync';
import { errorMessage, isErrorCode, SEPARATOR_MARK } from '@kalam/shared';
import { formatTime } from '../../lib/format.ts';
import { DropdownMenu, type MenuItem } from '../../ui/dropdown-menu.tsx';
import { CheckIcon, ClockIcon, MoreIcon } from './icons.tsx';
import type { MessageStatus } from './read-marks.ts';
import { languageOf } from './labels.ts';
import { chatText as t } from './text.ts';

interface MessageBubbleProps {
  message: ChatMessageDoc;
  mine: boolean;
  /** Mine only. */
  status: MessageStatus | null;
  onEdit: () => void;
  onDelete: () => void;
}

/** A refusal's Arabic text from the shared catalogue. */
const reasonOf = (code: string) => errorMessage(isErrorCode(code) ? code : 'unexpected');

/** One message: mine at the end side in teal, theirs at the start; time, edited, status. */
export function MessageBubble({ message, mine, status, onEdit, onDelete }: MessageBubbleProps) {
  const reader = useAuth().user;
  const refused = status === 'rejected';
  const actions: MenuItem[] = [
    ...(refused ? [] : [{ label: t.message.edit(reader), onSelect: onEdit, testId: 'chat-edit' }]),
    { label: t.message.delete(reader), onSelect: onDelete, danger: true, testId: 'chat-delete' },
  ];
  return (
    <li
      data-testid="chat-message"
      data-message-id={message.id}
      data-status={status ?? undefined}
      className={`group flex max-w-[85%] items-start gap-1 sm:max-w-[70%] ${mine ? 'flex-row-reverse self-end' : 'self-start'}`}
    >
      <div
        className={`min-w-0 rounded-2xl px-3.5 py-2 shadow-sm ${
          mine
            ? `rounded-se-md ${refused ? 'bg-red-50 text-red-950 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-50 dark:ring-red-800' : 'bg-teal-700 text-white dark:bg-teal-800'}`
            : 'rounded-ss-md bg-subtle text-heading'
        }`}
      >
        <p
          dir="auto"
          lang={languageOf(message.text)}
          data-testid="chat-message-text"
          className="whitespace-pre-wrap break-words"
        >
          {message.text}
        </p>
        <p
          className={`mt-1 flex items-center justify-end gap-1 text-xs ${
            mine && !refused ? 'text-teal-50/90' : 'text-muted'
          }`}
        >
          {message.editedAt && (
            <span data-testid="chat-edited">
              {t.message.edited}
              {SEPARATOR_MARK}
            </span>
          )}
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {status && <StatusMark status={status} />}
        </p>
        {refused && message.rejected && (
          <p role="alert" className="mt-1 text-sm font-semibold">
            {t.message.rejected(reasonOf(message.rejected))}
          </p>
        )}
        {!refused && mine && message.rejected && (
          <p role="alert" className="mt-1 text-sm font-semibold text-amber-100">
            {t.message.editRejected(reasonOf(message.rejected))}
          </p>
        )}
      </div>
      {mine && (
        <DropdownMenu
          align="start"
          items={actions}
          trigger={
            <button
              type="button"
              aria-label={t.message.actions}
              data-testid="chat-message-actions"
              className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full text-faint hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
            >
              <MoreIcon />
            </button>
          }
        />
      )}
    </li>
  );
}

function StatusMark({ status }: { status: MessageStatus }) {
  if (status === 'rejected') return null;
  const label =
    status === 'pending' ? t.message.pending : status === 'read' ? t.message.read : t.message.sent;
  return (
    <span title={label} className="inline-flex items-center" data-testid="chat-status">
      {status === 'pending' ? (
        <>
          <ClockIcon className="size-3.5" />
          <span aria-hidden="true" className="ms-0.5">
            {t.message.pendingShort}
          </span>
        </>
      ) : (
        <CheckIcon double={status === 'read'} className="size-3.5" />
      )}
      <span className="sr-only">{label}</span>
    </span>
  );
}
