import type { ErrorTracker } from './error-tracker.ts';

type Level = 'silent' | 'error' | 'info' | 'debug';
const rank: Record<Level, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/*
 * Lines of one event-loop turn leave in one write: a write per line cost about 40 µs, as much as
 * answering GET /health (booking bench, decision 027). Errors go out at once, after what was
 * waiting; what is left is written when the process exits.
 */
let pending: string[] = [];
let scheduled = false;

function flushLines(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const out = pending.join('');
  pending = [];
  process.stderr.write(out);
}

process.on('exit', flushLines);

function emit(line: string, now: boolean): void {
  pending.push(line);
  if (now) flushLines();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flushLines).unref();
  }
}

/** An Error in the fields is written as its message and stack (JSON would make it `{}`). */
function plain(fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!fields) return fields;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Error) {
      out ??= { ...fields };
      out[key] = value.message;
      out.stack ??= value.stack;
    }
  }
  return out ?? fields;
}

/**
 * One line of JSON per event on stderr. Callers pass no secrets: tokens, codes and passwords
 * stay out. Every `error` line also goes to the error tracker (off unless configured), whatever
 * the log level; an Error among its fields is reported with its stack.
 */
export function createLogger(level: Level, tracker?: ErrorTracker): Logger {
  const write = (
    lvl: Exclude<Level, 'silent'>,
    message: string,
    fields?: Record<string, unknown>,
  ) => {
    if (lvl === 'error' && tracker) {
      const error = fields && Object.values(fields).find((v) => v instanceof Error);
      tracker.report({ message, error, fields });
    }
    if (rank[lvl] > rank[level]) return;
    emit(
      `${JSON.stringify({ t: new Date().toISOString(), level: lvl, message, ...plain(fields) })}\n`,
      lvl === 'error',
    );
  };
  return {
    error: (m, f) => write('error', m, f),
    info: (m, f) => write('info', m, f),
    debug: (m, f) => write('debug', m, f),
  };
}
