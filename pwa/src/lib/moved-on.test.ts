import { describe, expect, it } from 'vitest';
import { authText } from '../features/auth/text.ts';
import { tutorText } from '../features/tutor/text.ts';
import { movedOn, movedOnWords } from './moved-on.ts';

// What each step that moves the page on leaves for the next page to say (decisions 253, 257).
describe('a step that moves on leaves its words to the next page', () => {
  it('the accepted e-mail code: the complete profile or sign-in card says it', () => {
    const options = movedOn(authText.verify.done);
    expect(options.replace).toBe(true);
    expect(movedOnWords(options.state)).toBe('تم تأكيد إيميلك.');
  });

  it('the new password: the reader’s home says it', () => {
    expect(movedOnWords(movedOn(authText.forgot.done).state)).toBe(
      'اتغيّرت كلمة المرور واتسجّل دخولك.',
    );
  });

  it('the tutor’s finished profile: the dashboard says it in her or his gender', () => {
    const said = (gender: 'female' | 'male') =>
      movedOnWords(movedOn(tutorText.complete.done({ gender })).state);
    expect(said('female')).toBe('ملفك جاهز. حدّدي مواعيدك عشان الطلاب يحجزوا.');
    expect(said('male')).toBe('ملفك جاهز. حدّد مواعيدك عشان الطلاب يحجزوا.');
  });

  it('a page reached any other way says nothing', () => {
    for (const state of [
      null,
      undefined,
      {},
      { codeSent: true }, // sign-up's state for the verify page
      { write: true }, // the chat's
      { emailVerified: true }, // 253's first form, no longer written
      { movedOn: '' },
      { movedOn: '  ' },
      { movedOn: 1 },
    ])
      expect(movedOnWords(state)).toBeUndefined();
  });
});
