/** One problem worth a look: an unhandled error, a failed job, anything logged at `error`. */
export interface ErrorReport {
  message: string;
  /** The thrown value, when there is one (its stack goes to the tracker, never to a client). */
  error?: unknown;
  /** The log line's other fields (request id, path, job kind…); no secrets by convention. */
  fields?: Record<string, unknown>;
}

/** Where problems are reported besides the log: an error tracker such as Sentry, or nowhere. */
export interface ErrorTracker {
  report(report: ErrorReport): void;
  /** Wait (at most `ms`) until what was reported has left; true when it has. */
  flush(ms: number): Promise<boolean>;
}

/**
 * The tracker every part holds from the start. It reports nowhere until `use()` is given a real
 * one (the composition root does, when KALAM_SENTRY_DSN is set): off by default (decision 165).
 */
export class SwitchableTracker implements ErrorTracker {
  private target: ErrorTracker | undefined;

  get enabled(): boolean {
    return this.target !== undefined;
  }

  use(target: ErrorTracker): void {
    this.target = target;
  }

  report(report: ErrorReport): void {
    try {
      this.target?.report(report);
    } catch {
      // A tracker that fails must never take a request or a job down with it.
    }
  }

  flush(ms: number): Promise<boolean> {
    return this.target ? this.target.flush(ms) : Promise.resolve(true);
  }
}
