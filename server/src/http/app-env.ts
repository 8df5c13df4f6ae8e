import type { AppDeps } from '../deps.ts';
import type { Caller } from '../kernel/caller.ts';

export type { Caller };

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    caller: Caller | null;
    requestId: string;
  };
}
