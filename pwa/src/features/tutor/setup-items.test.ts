import { describe, expect, it } from 'vitest';
import type { TutorMetaDto, UserDto } from '@kalam/shared';
import { setupItems } from './setup-items.ts';

const ready = {
  verifiedEmail: true,
  verifiedPhone: true,
  activated: true,
} as UserDto;
const meta = (missingData: string[]) => ({ missingData }) as TutorMetaDto;
const her = { gender: 'female' as const };

describe('what the dashboard asks of a tutor, and where each is done', () => {
  it('says nothing once all is in place', () => {
    expect(setupItems(ready, meta([]), her)).toEqual([]);
  });

  // /t/complete-profile had no way in but its address: the missing texts lead to it.
  it('leads missing profile texts to the guided walk of /t/complete-profile', () => {
    const [item] = setupItems(ready, meta(['bio']), her);
    expect(item).toEqual({
      text: 'كمّلي ملفك: النبذة والتعريف والموضوعات.',
      to: '/t/complete-profile',
      link: 'إكمال الملف',
    });
  });

  it('leads the e-mail, the phone and the activation to their screens', () => {
    const user = { verifiedEmail: false, verifiedPhone: false, activated: false } as UserDto;
    expect(setupItems(user, meta(['about']), null).map((i) => i.to)).toEqual([
      '/verify-email',
      '/t/account-settings',
      '/t/complete-profile',
      '/t/onboarding',
    ]);
  });

  // Decision 269: the home shows the onboarding step itself, with its own way to the page.
  it('leaves the activation to the onboarding step when the home shows it', () => {
    const user = { ...ready, activated: false } as UserDto;
    expect(setupItems(user, meta([]), her, true)).toEqual([]);
    expect(setupItems(user, meta([]), her).map((i) => i.text)).toEqual([
      'حسابك لسه ما اتفعّلش؛ كمّلي خطوات الانضمام.',
    ]);
  });
});
