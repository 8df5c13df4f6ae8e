import { AppError, errorMessage } from '@kalam/shared';
import { onboardingText } from './text.ts';

const t = onboardingText.video;

/**
 * What a refused intro video says: a length out of the bounds names the bound in force (the
 * catalogue's «الفيديو أقصر من المسموح.» did not say the 30-second minimum); other refusals keep
 * the catalogue's words, and a failure with no answer says the connection.
 */
export function videoRefusal(error: unknown, seconds: { min: number; max: number }): string {
  if (!(error instanceof AppError)) return errorMessage('connection-failure');
  if (error.code === 'short-video-dur') return t.tooShort(seconds.min);
  if (error.code === 'long-video-dur') return t.tooLong(seconds.max);
  return error.message;
}
