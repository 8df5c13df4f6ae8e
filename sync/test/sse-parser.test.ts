import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../src/client/sse-parser.ts';

describe('the stream framing', () => {
  it('S10: reads events split anywhere across chunks, skips heartbeats, joins data lines', () => {
    const events: SseEvent[] = [];
    const parse = createSseParser((e) => events.push(e));
    const wire =
      ': ping\n\ndata: {"type":"ready","protocol":1}\n\nevent: note\ndata: a\ndata: b\r\n\r\n';
    for (const char of wire) parse(char);
    expect(events).toEqual([
      { event: 'message', data: '{"type":"ready","protocol":1}' },
      { event: 'note', data: 'a\nb' },
    ]);
  });
});
