import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/kernel/logger.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.restoreAllMocks());

describe('logger', () => {
  it('writes the lines of one turn together, in order, as JSON lines', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    const log = createLogger('info');
    log.info('first', { n: 1 });
    log.info('second', { n: 2 });
    log.debug('hidden at info');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = writes[0]!
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.level, l.message, l.n])).toEqual([
      ['info', 'first', 1],
      ['info', 'second', 2],
    ]);
  });

  it('writes an error at once, after the lines waiting before it', () => {
    const writes: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    const log = createLogger('info');
    log.info('before');
    log.error('broken', { code: 'x' });
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).message),
    ).toEqual(['before', 'broken']);
  });

  it('writes nothing when silent', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const log = createLogger('silent');
    log.error('nope');
    log.info('nope');
    await nextTurn();
    expect(write).not.toHaveBeenCalled();
  });
});
