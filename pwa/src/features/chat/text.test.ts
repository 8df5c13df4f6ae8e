import { describe, expect, it } from 'vitest';
import { languageOf, previewOf } from './labels.ts';
import { presenceLine, typingLine, typistsOf } from './status-line.ts';
import { chatText as t } from './text.ts';

const sara = { gender: 'female' as const };
const ahmed = { gender: 'male' as const };

describe('the chat speaks to the reader in her or his gender', () => {
  it('the composer', () => {
    expect(t.composer.placeholder(sara)).toBe('اكتبي رسالتك…');
    expect(t.composer.placeholder(ahmed)).toBe('اكتب رسالتك…');
    expect(t.composer.placeholder(null)).toBe('اكتب رسالتك…');
    expect(t.composer.offline(sara)).toBe('إنتي مش متصلة: رسالتك هتتبعت أول ما النت يرجع.');
  });

  it('the room header, the message menu and the delete dialog', () => {
    expect(t.room.pin(sara)).toBe('ثبّتي المحادثة');
    expect(t.room.unpin(sara)).toBe('شيلي التثبيت');
    expect(t.room.mute(sara)).toBe('اكتمي الإشعارات');
    expect(t.room.unmute(sara)).toBe('شغّلي الإشعارات');
    expect(t.message.delete(sara)).toBe('امسحي');
    expect(t.deleteDialog.title(sara)).toBe('تمسحي الرسالة؟');
    for (const reader of [ahmed, null]) {
      expect(t.room.pin(reader)).toBe('ثبّت المحادثة');
      expect(t.room.unpin(reader)).toBe('شيل التثبيت');
      expect(t.room.mute(reader)).toBe('اكتم الإشعارات');
      expect(t.room.unmute(reader)).toBe('شغّل الإشعارات');
      expect(t.message.delete(reader)).toBe('امسح');
      expect(t.deleteDialog.title(reader)).toBe('تمسح الرسالة؟');
    }
  });

  it('her own last message in the list starts with «إنتي:»', () => {
    const message = { senderId: 'u1', text: 'أهلًا  يا\nأحمد' } as Parameters<typeof previewOf>[0];
    expect(previewOf(message, 'u1', sara)).toBe('إنتي: أهلًا يا أحمد');
    expect(previewOf(message, 'u1', ahmed)).toBe('إنت: أهلًا يا أحمد');
    expect(previewOf(message, 'u2', sara)).toBe('أهلًا يا أحمد');
  });
});

describe('the chat speaks about the other person in her or his gender (decision 230)', () => {
  const mona = { name: 'منى عبد الله', gender: 'female' as const };
  const karim = { name: 'كريم السيد', gender: 'male' as const };
  const someone = { name: 'هالة', gender: null };

  it('one word for her, his or an unknown online state: «أونلاين» (decision 290)', () => {
    expect(presenceLine(mona, true)).toBe('أونلاين دلوقتي');
    expect(presenceLine(mona, false)).toBe('مش أونلاين');
    expect(presenceLine(karim, true)).toBe('أونلاين دلوقتي');
    expect(presenceLine(karim, false)).toBe('مش أونلاين');
    expect(presenceLine(someone, true)).toBe('أونلاين دلوقتي');
    expect(presenceLine(someone, false)).toBe('مش أونلاين');
    // Not heard yet (the socket is down): nothing rather than a guess.
    expect(presenceLine(mona, undefined)).toBeNull();
  });

  it('typing: no name in a two-person room, the typist named in a group, the plural for more', () => {
    expect(typingLine([mona], false)).toBe('بتكتب…');
    expect(typingLine([karim], false)).toBe('بيكتب…');
    expect(typingLine([someone], false)).toBe('رسالة بتتكتب…');
    expect(typingLine([mona], true)).toBe('منى عبد الله بتكتب…');
    expect(typingLine([karim], true)).toBe('كريم السيد بيكتب…');
    expect(typingLine([someone], true)).toBe('رسالة من هالة بتتكتب…');
    expect(typingLine([mona, karim], true)).toBe('منى عبد الله، كريم السيد بيكتبوا…');
    expect(typingLine([], true)).toBeNull();
  });

  it('a typist this device does not know yet is «حد», with no gender', () => {
    const others = [{ id: 'mona', ...mona }];
    expect(typistsOf(['mona', 'new'], others)).toEqual([others[0], { name: 'حد' }]);
    expect(typingLine(typistsOf(['new'], others), true)).toBe('رسالة من حد بتتكتب…');
  });
});

describe('the chat page says who the reader talks to, by role', () => {
  it('a student her tutors, a tutor his students, staff both', () => {
    expect(t.subtitle('Student')).toBe('كلامك مع مدرّسينك، متاح حتى من غير إنترنت.');
    expect(t.subtitle('Tutor')).toBe('كلامك مع طلابك، متاح حتى من غير إنترنت.');
    for (const role of ['TutorManager', 'Studio', 'RegularAdmin', 'SuperAdmin'] as const)
      expect(t.subtitle(role)).not.toMatch(/مدرّسينك|طلابك/);
  });
});

describe('an English message is read as English', () => {
  it('Latin letters and no Arabic ones: English; Arabic or mixed: the page language', () => {
    expect(languageOf('I went to the university and then I studied.')).toBe('en');
    expect(languageOf('Hello 👋 2026')).toBe('en');
    expect(languageOf('أهلًا يا أحمد')).toBeUndefined();
    expect(languageOf('الـ past tense صعب')).toBeUndefined();
    expect(languageOf('١٢٣ 😀')).toBeUndefined();
  });
});
