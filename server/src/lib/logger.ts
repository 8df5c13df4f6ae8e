type Level = 'silent' | 'error' | 'info' | 'debug';
const rank: Record<Level, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/** One line of JSON per event on stderr. Callers pass no secrets: tokens, codes and passwords stay out. */
export function createLogger(level: Level): Logger {
  const write = (
    lvl: Exclude<Level, 'silent'>,
    message: string,
    fields?: Record<string, unknown>,
  ) => {
    if (rank[lvl] > rank[level]) return;
    process.stderr.write(
      `${JSON.stringify({ t: new Date().toISOString(), level: lvl, message, ...fields })}\n`,
    );
  };
  return {
    error: (m, f) => write('error', m, f),
    info: (m, f) => write('info', m, f),
    debug: (m, f) => write('debug', m, f),
  };
}
