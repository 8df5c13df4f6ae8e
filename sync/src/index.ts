/** @kalam/sync — the replication protocol shared by the server and the PWA. */
export { SYNC_PROTOCOL_VERSION } from './protocol.ts';
