import type { Socket } from 'socket.io';
import type { z } from 'zod';
import {
  AppError,
  errorMessage,
  issueCode,
  type Ack,
  type AckResult,
  type ErrorCode,
} from '@kalam/shared';
import type { Logger } from '../../kernel/logger.ts';

/** Catalogue codes that have their own acknowledgement result (spec §8). */
const RESULT_OF: Partial<Record<ErrorCode, AckResult>> = {
  'room-not-found': 'room-not-found',
  'room-members-not-found': 'room-not-found',
  'message-not-found': 'message-not-found',
  'lesson-not-found': 'lesson-not-found',
  'interview-not-found': 'interview-not-found',
  'session-not-found': 'invalid-session-id',
  'demo-session-not-found': 'invalid-session-id',
  'not-room-member': 'not-member',
  'not-session-member': 'not-member',
  'not-message-owner': 'not-owner',
  'short-message-text': 'empty-text',
  'service-unavailable': 'unreachable',
};

/** A refusal as an acknowledgement: its result, and the code + Arabic message behind it. */
export function ackOf(error: AppError): Ack<{ code: ErrorCode; message: string }> {
  return {
    result: RESULT_OF[error.code] ?? 'unallowed',
    data: { code: error.code, message: error.message },
  };
}

export type AckFn = (ack: Ack) => void;

/**
 * Register a client event: the payload is checked with its schema, the handler's value is
 * acknowledged as `{ result: 'ok', data }`, an AppError as its result. A handler fault is
 * logged and answered `unreachable` (nothing internal reaches the client).
 */
export function onEvent<S extends z.ZodType>(
  socket: Socket,
  log: Logger,
  event: string,
  schema: S,
  handler: (payload: z.output<S>) => unknown,
): void {
  socket.on(event, async (raw: unknown, maybeAck?: unknown) => {
    // A client may omit the payload and pass only the acknowledgement.
    const ack = (
      typeof maybeAck === 'function' ? maybeAck : typeof raw === 'function' ? raw : undefined
    ) as AckFn | undefined;
    const input = typeof raw === 'function' ? undefined : raw;
    const parsed = schema.safeParse(input ?? {});
    if (!parsed.success) {
      const code = issueCode(parsed.error.issues[0]!);
      ack?.({ result: 'unallowed', data: { code, message: errorMessage(code) } });
      return;
    }
    try {
      const data = await handler(parsed.data);
      ack?.(data === undefined ? { result: 'ok' } : { result: 'ok', data });
    } catch (error) {
      if (error instanceof AppError) {
        ack?.(ackOf(error));
        return;
      }
      log.error('realtime handler failed', { event, error: String(error) });
      ack?.({
        result: 'unreachable',
        data: { code: 'unexpected', message: errorMessage('unexpected') },
      });
    }
  });
}
