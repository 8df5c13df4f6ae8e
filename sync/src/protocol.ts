/** Bumped whenever a collection schema or a message shape changes; older clients get 426. */
export const SYNC_PROTOCOL_VERSION = 1;
