import { describe, expect, it } from 'vitest';
import { sessionText as t } from './text.ts';

const sara = { gender: 'female' as const };
const ahmed = { gender: 'male' as const };

describe('the session room speaks to the reader in her or his gender', () => {
  it('the call controls', () => {
    expect(t.controls.cameraOn(sara)).toBe('اقفلي الكاميرا');
    expect(t.controls.cameraOn(ahmed)).toBe('اقفل الكاميرا');
    expect(t.controls.cameraOn(null)).toBe('اقفل الكاميرا');
    expect(t.controls.leave(sara)).toBe('اخرجي');
    expect(t.call.you(sara)).toBe('إنتي');
  });

  it('the help when the camera is blocked, and the ended screens', () => {
    expect(t.deviceError.help(sara)['media-permission-denied'][2]).toBe(
      'ارجعي هنا واضغطي «حاولي تاني».',
    );
    expect(t.deviceError.help(ahmed)['media-permission-denied'][2]).toBe(
      'ارجع هنا واضغط «حاول تاني».',
    );
    expect(t.left.title(sara)).toBe('خرجتي من الغرفة');
    // The reader in hers, the tutor in theirs.
    expect(t.rating.open(sara, { name: 'نورا عادل', gender: 'female' })).toBe('قيّمي المدرّسة');
    expect(t.rating.open(sara, { name: 'أحمد حسن', gender: 'male' })).toBe('قيّمي المدرّس');
    expect(t.rating.open(ahmed, { name: 'نورا عادل', gender: 'female' })).toBe('قيّم المدرّسة');
    expect(t.rating.description({ name: 'نورا عادل', gender: 'female' })).toContain(
      'وبيساعد المدرّسة تتحسّن',
    );
    expect(t.left.rateLater(sara, { name: 'نورا عادل', gender: 'female' })).toBe(
      'تقدري تقيّمي المدرّسة أول ما وقت الحصة يخلص.',
    );
    expect(t.ready.join(sara)).toBe('ادخلي دلوقتي');
  });
});
