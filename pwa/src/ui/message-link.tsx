import { MessageCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { say } from '@kalam/shared';
import { useAuth } from '../lib/auth-context.tsx';
import { chatPathWith } from '../lib/chat-paths.ts';
import { signInFor } from '../lib/next-path.ts';
import { buttonClass } from './button.tsx';

interface MessageLinkProps {
  person: { id: string; name?: string | null };
  variant?: keyof typeof buttonClass;
  className?: string;
}

/**
 * «ابعت رسالة» to someone: their conversation, or a new one. A visitor is asked to sign in first
 * and comes back to the page they were on (issue 16). Spoken to the reader in their gender.
 */
export function MessageLink({ person, variant = 'secondary', className = '' }: MessageLinkProps) {
  const { token, user } = useAuth();
  const { pathname, search } = useLocation();
  return (
    <Link
      to={token ? chatPathWith(person) : signInFor(pathname + search)}
      data-testid="message-link"
      className={`${buttonClass[variant]} ${className}`}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {say('messageTutor', { gender: user?.gender ?? 'other' })}
    </Link>
  );
}
