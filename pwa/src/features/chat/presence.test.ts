import { describe, expect, it } from 'vitest';
import { PresenceBook } from './presence.ts';

describe('who is online', () => {
  it('is unknown until heard, then follows the list and the status events', () => {
    const book = new PresenceBook();
    let changes = 0;
    book.subscribe(() => (changes += 1));
    expect(book.of('t')).toBeUndefined();
    book.seed([{ id: 't', online: true }], book.mark());
    expect(book.of('t')).toBe(true);
    book.apply({ userId: 't', online: false });
    expect(book.of('t')).toBe(false);
    book.apply({ userId: 't', online: false });
    expect(changes).toBe(2);
  });

  it('does not let a list asked for earlier undo a status heard since', () => {
    const book = new PresenceBook();
    const mark = book.mark();
    // The tutor signs out while the list is on its way; the list still says online.
    book.apply({ userId: 't', online: false });
    book.seed(
      [
        { id: 't', online: true },
        { id: 's', online: true },
      ],
      mark,
    );
    expect(book.of('t')).toBe(false);
    expect(book.of('s')).toBe(true);
    // A list asked for after the event is newer, and wins.
    book.seed([{ id: 't', online: true }], book.mark());
    expect(book.of('t')).toBe(true);
  });
});
