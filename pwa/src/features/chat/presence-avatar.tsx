import { Avatar } from '../../ui/avatar.tsx';
import type { ChatRoomMemberDoc } from '@kalam/sync';

/** A person's picture with a green dot while they are online (nothing while unknown). */
export function PresenceAvatar({
  person,
  online,
  size = 'md',
}: {
  person: ChatRoomMemberDoc | undefined;
  online: boolean | undefined;
  size?: 'sm' | 'md';
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar name={person?.name} src={person?.image ?? null} size={size} />
      {online && (
        <span
          aria-hidden="true"
          data-testid="chat-online-dot"
          className="absolute bottom-0 end-0 size-3 rounded-full bg-emerald-500 ring-2 ring-card"
        />
      )}
    </span>
  );
}
