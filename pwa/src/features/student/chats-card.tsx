import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { studentText as t } from './text.ts';

/** The way to the chats (the chat screen lives in its own area). */
export function ChatsCard() {
  const me = useAuth().user;
  return (
    <Card title={t.chats.title} data-tour="chats" data-testid="chats-card" className="self-start">
      <p className="text-soft">{t.chats.body(me)}</p>
      <Link to="/chat" className={`${buttonClass.secondary} mt-4`}>
        {t.chats.open(me)}
      </Link>
    </Card>
  );
}
