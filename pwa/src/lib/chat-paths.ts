/**
 * How other screens open a chat with someone (a tutor's profile, a lesson): link to this path.
 * The chat screen opens the room the two already share, or a new conversation whose first
 * message makes the room (`POST /chat/new`). The name is shown until the room exists.
 */
export function chatPathWith(person: { id: string; name?: string | null }): string {
  const query = new URLSearchParams({ with: person.id });
  if (person.name) query.set('name', person.name);
  return `/chat?${query}`;
}

/** The path of one room. */
export const chatRoomPath = (roomId: string) => `/chat?${new URLSearchParams({ room: roomId })}`;
