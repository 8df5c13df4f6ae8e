import { describe, expect, it } from 'vitest';
import { stageNote } from './stage-note.ts';
import { sessionText as t } from './text.ts';

const tutor = { name: 'أحمد حسن', gender: null, joined: true, camera: true };
const ahmed = { ...tutor, gender: 'male' as const };
const salma = { ...tutor, name: 'سلمى', gender: 'female' as const };

describe('what the stage says about the other member', () => {
  it('says nothing over a live picture', () => {
    expect(stageNote(tutor, 'connected', true)).toBeNull();
  });

  it('waits for someone who is not inside, and covers the empty stage', () => {
    expect(stageNote({ ...tutor, joined: false }, 'idle', false)).toEqual({
      text: 'مستنيين أحمد حسن…',
      covers: true,
    });
  });

  it('keeps the picture of someone whose connection dropped, with a line over it', () => {
    expect(stageNote({ ...tutor, joined: false, camera: false }, 'connected', true)).toEqual({
      text: 'الاتصال بـ أحمد حسن ضعيف، بنحاول نرجّعه…',
      covers: false,
    });
    expect(stageNote(tutor, 'lost', true)?.covers).toBe(false);
    expect(stageNote(tutor, 'lost', false)?.covers).toBe(true);
  });

  it('says the call is being set up, and that a camera is off', () => {
    expect(stageNote(tutor, 'connecting', false)?.text).toBe('بنوصّلك بـ أحمد حسن…');
    expect(stageNote({ ...tutor, camera: false }, 'connected', true)).toEqual({
      text: 'الكاميرا عند أحمد حسن مقفولة',
      covers: true,
    });
  });
});

describe('the room speaks about the other member in their gender (ARABIC.md «Gender»)', () => {
  it('says who closed the camera, as a woman, a man, or without guessing', () => {
    expect(stageNote({ ...salma, camera: false }, 'connected', true)?.text).toBe(
      'سلمى قفلت الكاميرا',
    );
    expect(stageNote({ ...ahmed, camera: false }, 'connected', true)?.text).toBe(
      'أحمد حسن قفل الكاميرا',
    );
  });

  it('waits for her to come in, and for him', () => {
    expect(stageNote({ ...salma, joined: false }, 'idle', false)?.text).toBe('مستنيين سلمى تدخل…');
    expect(stageNote({ ...ahmed, joined: false }, 'idle', false)?.text).toBe(
      'مستنيين أحمد حسن يدخل…',
    );
  });

  it('names the microphone, the shared screen and the waiting room in each gender', () => {
    expect(t.call.micOff(salma)).toBe('سلمى قفلت الميكروفون');
    expect(t.call.micOff(ahmed)).toBe('أحمد حسن قفل الميكروفون');
    expect(t.call.micOff(tutor)).toBe('الميكروفون عند أحمد حسن مقفول');
    expect(t.call.sharing(salma)).toBe('سلمى بتعرض شاشتها');
    expect(t.call.sharing(ahmed)).toBe('أحمد حسن بيعرض شاشته');
    expect(t.call.sharing(tutor)).toBe('شاشة أحمد حسن معروضة');
    expect(t.ready.notYet(salma)).toBe('سلمى لسه ما دخلتش');
    expect(t.ready.notYet(ahmed)).toBe('أحمد حسن لسه ما دخلش');
    expect(t.ready.notYet(tutor)).toBe('أحمد حسن لسه مش في الغرفة');
    expect(t.ready.inside(salma)).toBe('سلمى دخلت الغرفة');
    expect(t.ready.inside(tutor)).toBe('أحمد حسن جوه الغرفة دلوقتي');
  });
});

describe('the ready screen speaks to the person reading in their gender', () => {
  it('asks her, him, or someone whose gender is not known', () => {
    const her = { gender: 'female' as const };
    const him = { gender: 'male' as const };
    expect(t.ready.title(her)).toBe('جاهزة تدخلي؟');
    expect(t.ready.title(him)).toBe('جاهز تدخل؟');
    expect(t.ready.join(her)).toBe('ادخلي دلوقتي');
    expect(t.ready.join(null)).toBe('ادخل دلوقتي');
    expect(t.ready.speak(her)).toBe('اتكلمي وشوفي الشريط بيتحرّك.');
    expect(t.ready.subtitle(her)).toBe('اتأكدي إن صورتك وصوتك تمام قبل ما تدخلي.');
    expect(t.ready.noCamera(him)).toBe('مفيش كاميرا، هتدخل بالصوت بس');
    expect(t.ready.noCamera({ gender: null })).toBe('مفيش كاميرا، الدخول هيكون بالصوت بس');
  });
});
