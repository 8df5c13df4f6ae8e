import { describe, expect, it } from 'vitest';
import { chatPathWith, chatRoomPath } from '../../lib/chat-paths.ts';

describe('links into the chat screen', () => {
  it('names the person and, when known, their name', () => {
    expect(chatPathWith({ id: 'tutor-1', name: 'أحمد حسن' })).toBe(
      `/chat?with=tutor-1&name=${encodeURIComponent('أحمد حسن').replace(/%20/g, '+')}`,
    );
    expect(chatPathWith({ id: 'u 2' })).toBe('/chat?with=u+2');
    const back = new URL(chatPathWith({ id: 'tutor-1', name: 'أحمد حسن' }), 'http://x');
    expect(back.searchParams.get('name')).toBe('أحمد حسن');
    expect(chatRoomPath('room-1')).toBe('/chat?room=room-1');
  });
});
