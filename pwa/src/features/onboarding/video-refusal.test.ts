import { describe, expect, it } from 'vitest';
import { AppError, errorMessage } from '@kalam/shared';
import { videoRefusal } from './video-refusal.ts';

// The short-video refusal said «الفيديو أقصر من المسموح.» and not the 30-second minimum (issue 40).
describe('a refused intro video says the bound it broke', () => {
  const bounds = { min: 30, max: 180 };
  it('too short: the minimum in force', () => {
    expect(videoRefusal(new AppError('short-video-dur'), bounds)).toBe(
      'الفيديو أقصر من المسموح: لازم يكون ٣٠ ثانية على الأقل.',
    );
  });
  it('too long: the maximum in force', () => {
    expect(videoRefusal(new AppError('long-video-dur'), bounds)).toBe(
      'الفيديو أطول من المسموح: أطول مدة ٣ دقايق.',
    );
    expect(videoRefusal(new AppError('long-video-dur'), { min: 30, max: 90 })).toBe(
      'الفيديو أطول من المسموح: أطول مدة دقيقة ونص.',
    );
  });
  it('other refusals keep their words; no answer is the connection', () => {
    expect(videoRefusal(new AppError('corrupt-file'), bounds)).toBe(errorMessage('corrupt-file'));
    expect(videoRefusal(new TypeError('fetch failed'), bounds)).toBe(
      errorMessage('connection-failure'),
    );
  });
});
