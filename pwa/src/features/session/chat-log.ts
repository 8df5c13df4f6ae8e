import type { ChatMessageDto } from '@kalam/shared';

/** A message on screen: from the server, or ours on its way (or refused, with the reason). */
export interface ChatLine {
  id: string;
  senderId: string;
  text: string;
  seq: number | null;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  status: 'sent' | 'pending' | 'failed';
  error?: string;
}

export const lineOf = (m: ChatMessageDto): ChatLine => ({
  id: m.id,
  senderId: m.senderId,
  text: m.text,
  seq: m.seq,
  createdAt: m.createdAt,
  editedAt: m.editedAt,
  deleted: m.deleted,
  status: 'sent',
});

/** Server order (seq) first, then ours still on their way in the order they were written. */
function order(lines: ChatLine[]): ChatLine[] {
  return [...lines].sort((a, b) => {
    if (a.seq !== null && b.seq !== null) return a.seq - b.seq;
    if (a.seq !== null) return -1;
    if (b.seq !== null) return 1;
    return a.createdAt.localeCompare(b.createdAt);
  });
}

/**
 * Put server messages into the log: one line per id (a resend, an echo from another tab or a
 * catch-up after a reconnect never doubles a message), a server copy replacing our pending one.
 */
export function mergeMessages(log: ChatLine[], incoming: ChatMessageDto[]): ChatLine[] {
  if (incoming.length === 0) return log;
  const byId = new Map(log.map((line) => [line.id, line]));
  for (const message of incoming) byId.set(message.id, lineOf(message));
  return order([...byId.values()]);
}

export function addPending(log: ChatLine[], line: Omit<ChatLine, 'status' | 'seq'>): ChatLine[] {
  return order([
    ...log.filter((l) => l.id !== line.id),
    { ...line, seq: null, status: 'pending', editedAt: null, deleted: false },
  ]);
}

export function markFailed(log: ChatLine[], id: string, error: string): ChatLine[] {
  return log.map((l) =>
    l.id === id && l.status !== 'sent' ? { ...l, status: 'failed', error } : l,
  );
}

/**
 * The newest message the server has (anyone's), for the read mark: what the room's chat showed
 * during the lesson is read in the chat screen too. Null while nothing has reached the server.
 */
export function newestSent(log: ChatLine[]): string | null {
  let newest: ChatLine | null = null;
  for (const line of log)
    if (line.seq !== null && (!newest || line.seq > newest.seq!)) newest = line;
  return newest?.id ?? null;
}

/** The newest message the server has, to ask only for what came after it on a reconnect. */
export function lastSeq(log: ChatLine[]): number {
  return log.reduce((max, l) => (l.seq !== null && l.seq > max ? l.seq : max), 0);
}

/** A client-made message id (the server keeps one message per id, so a resend is harmless). */
export function newMessageId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  return `s-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
