import type { Attach } from '../../attachment.ts';

/**
 * Ends a user's open sync streams when their tokens are revoked (a suspension or a password
 * reset, decision 196), and every stream on shutdown, so the HTTP server can close.
 */
export const syncAttachment: Attach = ({ deps }) => {
  const stopRevocations = deps.bus.subscribe('user-tokens-revoked', ({ userId }) =>
    deps.sync.streams.closeFor(userId),
  );
  return {
    async close() {
      stopRevocations();
      deps.sync.streams.closeAll();
    },
  };
};
