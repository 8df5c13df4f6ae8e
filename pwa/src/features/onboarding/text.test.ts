import { describe, expect, it } from 'vitest';
import { onboardingText as t } from './text.ts';

describe('joining as a tutor speaks to the applicant in her or his gender', () => {
  it.each([
    ['female', 'احجزي المقابلة', 'ابعتي الفيديو', 'تقدري تبعتي فيديو جديد من الأحد.'],
    ['male', 'احجز المقابلة', 'ابعت الفيديو', 'تقدر تبعت فيديو جديد من الأحد.'],
    [null, 'احجز المقابلة', 'ابعت الفيديو', 'تقدر تبعت فيديو جديد من الأحد.'],
  ] as const)('%s', (gender, book, send, retry) => {
    expect(t.booking.bookInterview({ gender })).toBe(book);
    expect(t.video.send({ gender })).toBe(send);
    expect(t.video.retryAfter('الأحد', { gender })).toBe(retry);
  });
});
