import type { ErrorReport, ErrorTracker } from '../kernel/error-tracker.ts';

export interface SentrySettings {
  dsn: string;
  /** The server target (`staging`, `production`…), Sentry's environment. */
  environment: string;
  release: string;
}

/**
 * Sentry as the error tracker (decision 165). Loaded only when KALAM_SENTRY_DSN is set, so a
 * server without it never pays for the SDK at startup. No tracing, no personal data: errors
 * and error-level log lines only, with the request id as a tag.
 */
export async function sentryTracker(settings: SentrySettings): Promise<ErrorTracker> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: `kalam@${settings.release}`,
    // No personal data: no user, cookies, headers, bodies or query strings (codes travel in them).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // No tracesSampleRate: no spans. No module hooks either: errors only.
    enableRuntimeChannelInjection: false,
  });
  return {
    report({ message, error, fields }: ErrorReport) {
      Sentry.withScope((scope) => {
        const extra: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(fields ?? {}))
          if (!(value instanceof Error) && key !== 'stack') extra[key] = value;
        scope.setExtras(extra);
        const requestId = fields?.requestId ?? fields?.id;
        if (typeof requestId === 'string') scope.setTag('request_id', requestId);
        if (error !== undefined) Sentry.captureException(error);
        else Sentry.captureMessage(message, 'error');
      });
    },
    flush: (ms) => Sentry.flush(ms),
  };
}
