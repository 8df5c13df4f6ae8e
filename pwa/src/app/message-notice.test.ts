import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '@kalam/shared';
import { messageNotice } from './message-notice.ts';

const message: ChatMessageDto = {
  id: 'message-0001',
  roomId: 'room-1',
  senderId: 'ahmed',
  text: 'أكيد يا سارة، ابعتيه لما النت يرجع',
  seq: 3,
  createdAt: '2026-11-23T09:40:00.000Z',
  editedAt: null,
  deleted: false,
};
const room = {
  muted: false,
  members: [
    { id: 'ahmed', name: 'أحمد حسن', role: 'Tutor' as const, image: null, gender: 'male' as const },
    { id: 'sara', name: 'سارة محمود', role: 'Student' as const, image: null, gender: null },
  ],
};
const sara = { id: 'sara', gender: 'female' as const };

describe('a chat message heard outside the chat screen', () => {
  it('names the sender, shows the text and opens the room, to the reader in her gender', () => {
    expect(messageNotice(message, room, sara)).toEqual({
      id: 'chat-room-1',
      title: 'رسالة جديدة من أحمد حسن',
      description: 'أكيد يا سارة، ابعتيه لما النت يرجع',
      open: 'افتحي',
      to: '/chat?room=room-1',
    });
    expect(messageNotice(message, room, { id: 'sara', gender: 'male' })?.open).toBe('افتح');
  });

  it('says «رسالة جديدة» when the room has not reached this device, and cuts a long text', () => {
    const long = { ...message, text: 'ا'.repeat(130) };
    const notice = messageNotice(long, null, sara);
    expect(notice?.title).toBe('رسالة جديدة');
    expect(notice?.description).toBe(`${'ا'.repeat(120)}…`);
  });

  it('stays quiet for the reader’s own message, a muted room and a deleted message', () => {
    expect(messageNotice({ ...message, senderId: 'sara' }, room, sara)).toBeNull();
    expect(messageNotice(message, { ...room, muted: true }, sara)).toBeNull();
    expect(messageNotice({ ...message, deleted: true }, room, sara)).toBeNull();
  });
});
