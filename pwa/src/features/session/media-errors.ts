import type { ErrorCode } from '@kalam/shared';

export type MediaErrorCode = Extract<
  ErrorCode,
  'media-device-not-found' | 'media-permission-denied' | 'media-unexpected'
>;

/**
 * Spec §8 media-device errors from what getUserMedia / getDisplayMedia throw (DOMException
 * names, as browsers spell them today and a few older spellings).
 */
export function mediaErrorCode(error: unknown): MediaErrorCode {
  const name =
    typeof error === 'object' && error !== null && 'name' in error
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'media-device-not-found';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'media-permission-denied';
    default:
      return 'media-unexpected';
  }
}

/** A browser without the camera API at all (old browser, plain http on another host). */
export class MediaUnsupportedError extends Error {
  override readonly name = 'NotSupportedError';
}
