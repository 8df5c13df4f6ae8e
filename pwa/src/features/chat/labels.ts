import type { Gendered } from '@kalam/shared';
import type { ChatMessageDoc } from '@kalam/sync';
import type { RoomSummary } from './room-summaries.ts';
import { chatText as t } from './text.ts';

/** A room's name in the list and its header: the other person, and what the room is for. */
export function roomTitle(summary: Pick<RoomSummary, 'room' | 'others'>): string {
  const names = summary.others.map((o) => o.name).join('، ');
  return names ? t.kind[summary.room.kind](names) : t.nobody;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/u;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * The language to read a message in: English when it has Latin letters and no Arabic ones (an
 * English school: many messages are English), so a screen reader does not read it with the
 * page's Arabic voice; nothing (the page's ar-EG) otherwise.
 */
export function languageOf(text: string): 'en' | undefined {
  return LATIN_LETTER.test(text) && !ARABIC_LETTER.test(text) ? 'en' : undefined;
}

/** The one-line preview of a message in the room list; mine start with «إنت:» / «إنتي:». */
export function previewOf(
  message: ChatMessageDoc | null | undefined,
  me: string,
  reader: Gendered = null,
): string {
  if (!message) return t.list.noMessages;
  const line = message.text.replace(/\s+/g, ' ').trim();
  return message.senderId === me ? `${t.list.you(reader)}${line}` : line;
}
