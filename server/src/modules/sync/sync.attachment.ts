import type { Attach } from '../../attachment.ts';

/** Ends every open sync stream on shutdown, so the HTTP server can close. */
export const syncAttachment: Attach = ({ deps }) => ({
  async close() {
    deps.sync.streams.closeAll();
  },
});
