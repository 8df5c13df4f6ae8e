import type { AppDeps } from '../deps.ts';
import type { Caller } from '../kernel/caller.ts';

export type { Caller };

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    caller: Caller | null;
    requestId: string;
    /** A call's 2xx answer as sent (set by defineCall's pipeline; the audit names creates by it). */
    answer?: unknown;
  };
}
