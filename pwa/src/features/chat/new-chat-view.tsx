import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../lib/form.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { usePerson } from './chat-api.ts';
import { Composer } from './composer.tsx';
import { BackIcon } from './icons.tsx';
import { startChat } from './open-chat.ts';
import { chatText as t } from './text.ts';
import { VerifyNotice } from './verify-notice.tsx';

interface NewChatViewProps {
  userId: string;
  /** The name the link gave, if any. */
  name: string | null;
  canWrite: boolean;
  networkOnline: boolean;
}

/**
 * A conversation that does not exist yet: its first message makes the room on the server
 * (`POST /chat/new`). The screen then shows the room as soon as it reaches the local database.
 */
export function NewChatView({ userId, name, canWrite, networkOnline }: NewChatViewProps) {
  const reader = useAuth().user;
  const person = usePerson(userId, !name);
  const shownName = name ?? person.data?.name ?? null;
  const [sent, setSent] = useState<string | null>(null);
  // One id for every try: a retry after a lost answer never stores the message twice.
  const [messageId] = useState(() => crypto.randomUUID());

  return (
    <section
      aria-label={shownName ? t.newChat.title(shownName) : t.newChat.someone}
      data-testid="chat-new"
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
        <Avatar name={shownName} src={person.data?.image ?? null} />
        <h2 className="truncate text-lg font-bold">
          {shownName ? t.newChat.title(shownName) : t.newChat.someone}
        </h2>
      </header>
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 overflow-y-auto px-6 py-8 text-center">
        {sent ? (
          <p
            dir="auto"
            className="max-w-[85%] self-end rounded-2xl rounded-se-md bg-teal-700 px-3.5 py-2 text-start whitespace-pre-wrap text-white dark:bg-teal-800"
          >
            {sent}
          </p>
        ) : (
          <>
            <p className="text-soft">{t.newChat.body(reader)}</p>
            <p className="text-sm text-muted">{t.newChat.needsNetwork}</p>
          </>
        )}
      </div>
      {canWrite ? (
        <Composer
          editing={null}
          onCancelEdit={() => undefined}
          disabled={!networkOnline || sent !== null}
          note={networkOnline ? null : t.newChat.needsNetwork}
          onSubmit={async (text) => {
            try {
              await startChat({ userId, message: text, messageId });
              // The room arrives through sync; the page switches to it then.
              setSent(text);
              return null;
            } catch (error) {
              return failureText(error);
            }
          }}
        />
      ) : (
        <VerifyNotice />
      )}
    </section>
  );
}
