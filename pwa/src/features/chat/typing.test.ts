import { describe, expect, it } from 'vitest';
import { TYPING_RESEND_MS, TYPING_SHOW_MS, TypingBoard, TypingSender } from './typing.ts';

describe('typing', () => {
  it('shows who types in which room until they stop or the hint fades', () => {
    const board = new TypingBoard();
    expect(board.apply({ roomId: 'r', userId: 'u', typing: true }, 1_000)).toBe(true);
    expect(board.apply({ roomId: 'r', userId: 'u', typing: true }, 2_000)).toBe(false);
    expect(board.typers('r', 2_500)).toEqual(['u']);
    expect(board.typers('other', 2_500)).toEqual([]);
    expect(board.nextExpiry(2_500)).toBe(2_000 + TYPING_SHOW_MS);
    // Renewed at 2 000: still there just before it fades, gone after.
    expect(board.typers('r', 2_000 + TYPING_SHOW_MS - 1)).toEqual(['u']);
    expect(board.typers('r', 2_000 + TYPING_SHOW_MS)).toEqual([]);
    expect(board.nextExpiry(2_000 + TYPING_SHOW_MS)).toBeNull();
  });

  it('drops a typer at «stopped» and when their message arrives', () => {
    const board = new TypingBoard();
    board.apply({ roomId: 'r', userId: 'a', typing: true }, 0);
    board.apply({ roomId: 'r', userId: 'b', typing: true }, 0);
    expect(board.apply({ roomId: 'r', userId: 'a', typing: false }, 10)).toBe(true);
    expect(board.stop('r', 'b')).toBe(true);
    expect(board.stop('r', 'b')).toBe(false);
    expect(board.typers('r', 20)).toEqual([]);
  });

  it('sends «typing» once per burst of keys, again after a while, and «stopped» once', () => {
    const sent: boolean[] = [];
    const me = new TypingSender((typing) => sent.push(typing));
    me.input(0, false);
    me.input(500, false);
    me.input(TYPING_RESEND_MS - 1, false);
    expect(sent).toEqual([true]);
    me.input(TYPING_RESEND_MS, false);
    expect(sent).toEqual([true, true]);
    me.stop();
    me.stop();
    expect(sent).toEqual([true, true, false]);
    expect(me.typing).toBe(false);
    // Emptying the box is stopping; typing again starts over at once.
    me.input(10_000, false);
    me.input(10_100, true);
    me.input(10_200, false);
    expect(sent).toEqual([true, true, false, true, false, true]);
  });
});
