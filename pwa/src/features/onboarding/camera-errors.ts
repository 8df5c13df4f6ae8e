import type { ErrorCode } from '@kalam/shared';

/** Spec §8 media-device errors from what getUserMedia throws. */
export function cameraErrorCode(error: unknown): ErrorCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'].includes(name))
    return 'media-device-not-found';
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name))
    return 'media-permission-denied';
  return 'media-unexpected';
}
