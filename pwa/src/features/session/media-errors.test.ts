import { describe, expect, it } from 'vitest';
import { errorMessage } from '@kalam/shared';
import { mediaErrorCode, MediaUnsupportedError } from './media-errors.ts';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('spec §8 media-device errors', () => {
  it('calls a missing camera or microphone «not found»', () => {
    for (const name of ['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'])
      expect(mediaErrorCode(domError(name))).toBe('media-device-not-found');
  });

  it('calls a refusal «permission denied»', () => {
    for (const name of ['NotAllowedError', 'PermissionDeniedError', 'SecurityError'])
      expect(mediaErrorCode(domError(name))).toBe('media-permission-denied');
  });

  it('calls the rest «unexpected», a busy camera and a missing API included', () => {
    expect(mediaErrorCode(domError('NotReadableError'))).toBe('media-unexpected');
    expect(mediaErrorCode(new MediaUnsupportedError())).toBe('media-unexpected');
    expect(mediaErrorCode('boom')).toBe('media-unexpected');
    expect(mediaErrorCode(null)).toBe('media-unexpected');
  });

  it('has an Arabic message for each', () => {
    for (const code of [
      'media-device-not-found',
      'media-permission-denied',
      'media-unexpected',
    ] as const)
      expect(errorMessage(code)).toMatch(/[\u0600-\u06FF]/);
  });
});
