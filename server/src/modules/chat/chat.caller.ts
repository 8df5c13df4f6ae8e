import type { Caller } from '../../kernel/caller.ts';

/** What chat needs to know of whoever acts: REST callers, sockets and sync pushes alike. */
export type ChatCaller = Pick<Caller, 'id' | 'role'>;
