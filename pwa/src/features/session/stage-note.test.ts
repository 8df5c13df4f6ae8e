import { describe, expect, it } from 'vitest';
import { stageNote } from './stage-note.ts';

const tutor = { name: 'أحمد حسن', joined: true, camera: true };

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
